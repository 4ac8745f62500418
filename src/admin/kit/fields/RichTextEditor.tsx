// The rich-text editor (./RichTextField.tsx loads it lazily): Tiptap 3 limited to what the
// server keeps (decision 0035: h2, h3, paragraphs, lists, links, bold, italic, code, quotes), a
// toolbar of labelled buttons, and the value as HTML. Decision 0070.
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  Link as LinkIcon,
  List,
  ListOrdered,
  Pilcrow,
  Quote,
  Redo2,
  Undo2,
  Unlink,
} from "lucide-react";
import { useEffect, useId, useState, type ReactNode } from "react";
import { buttonVariants } from "../../../components/ui/button-variants.ts";
import { inputClass } from "../../../components/ui/input.tsx";
import { cn } from "../../../lib/utils.ts";
import type { AdminMessageKey } from "../../messages.ts";
import { useT } from "../../messages.ts";

export interface RichTextEditorProps {
  id: string;
  label: string;
  value: string;
  lang: string | undefined;
  dir: "ltr" | "rtl" | "auto";
  describedBy: string | undefined;
  isInvalid: boolean;
  onChange(html: string): void;
  onBlur(): void;
}

/** The editor's HTML, "" when it holds no text (Tiptap writes an empty paragraph). */
const htmlOf = (editor: Editor) => (editor.isEmpty ? "" : editor.getHTML());

export default function RichTextEditor(props: RichTextEditorProps) {
  const { id, label, value, lang, dir, describedBy, isInvalid, onChange, onBlur } = props;
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        // Only what the server's allow-list keeps (decision 0035), so the editor shows what is stored.
        heading: { levels: [2, 3] },
        hardBreak: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: "https",
          protocols: ["http", "https", "mailto"],
          HTMLAttributes: { rel: "noopener", target: null },
        },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": label,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(isInvalid ? { "aria-invalid": "true" } : {}),
        ...(lang ? { lang } : {}),
        dir,
        class: cn(
          inputClass,
          "prose-admin h-auto min-h-40 max-w-none rounded-t-none py-2 text-sm leading-relaxed [&_a]:text-primary [&_a]:underline [&_blockquote]:border-s-4 [&_blockquote]:ps-3 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:ps-6 [&_p]:my-1 [&_ul]:list-disc [&_ul]:ps-6",
        ),
      },
    },
    onUpdate: ({ editor: changed }) => onChange(htmlOf(changed)),
    onBlur: () => onBlur(),
  });

  // The form may set the value after the editor started (a detail loaded, a reset): follow it.
  useEffect(() => {
    if (editor && !editor.isFocused && htmlOf(editor) !== value)
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className="flex flex-col">
      <Toolbar editor={editor} label={label} dir={dir} />
      <EditorContent editor={editor} />
    </div>
  );
}

/** Which marks and blocks are on at the cursor, and what can be undone, for the toolbar. */
function useActive(editor: Editor | null) {
  return useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current
        ? {
            bold: current.isActive("bold"),
            italic: current.isActive("italic"),
            h2: current.isActive("heading", { level: 2 }),
            h3: current.isActive("heading", { level: 3 }),
            paragraph: current.isActive("paragraph"),
            bulletList: current.isActive("bulletList"),
            orderedList: current.isActive("orderedList"),
            blockquote: current.isActive("blockquote"),
            link: current.isActive("link"),
            href: (current.getAttributes("link").href as string | undefined) ?? "",
            canUndo: current.can().undo(),
            canRedo: current.can().redo(),
          }
        : null,
  });
}

function Toolbar({ editor, label, dir }: { editor: Editor | null; label: string; dir: "ltr" | "rtl" | "auto" }) {
  const t = useT();
  const active = useActive(editor);
  const [isLinking, setLinking] = useState(false);
  const run = (command: (chain: ReturnType<Editor["chain"]>) => ReturnType<Editor["chain"]>) => () => {
    if (editor) command(editor.chain().focus()).run();
  };
  const button = (key: AdminMessageKey, icon: ReactNode, onClick: () => void, state?: boolean, disabled?: boolean) => (
    <button
      key={key}
      type="button"
      className={cn(buttonVariants({ variant: "ghost", size: "sm" }), "size-8 px-0", state && "bg-muted text-primary")}
      aria-label={t(key)}
      title={t(key)}
      {...(state === undefined ? {} : { "aria-pressed": state })}
      disabled={!editor || disabled}
      onClick={onClick}
    >
      {icon}
    </button>
  );
  return (
    <div className="rounded-t-md border border-b-0 border-input bg-muted/40">
      <div
        role="toolbar"
        aria-label={t("admin.richText.toolbar", { field: label })}
        className="flex flex-wrap items-center gap-0.5 p-1"
        dir={dir === "auto" ? undefined : dir}
      >
        {button(
          "admin.richText.paragraph",
          <Pilcrow className="size-4" aria-hidden />,
          run((c) => c.setParagraph()),
          active?.paragraph,
        )}
        {button(
          "admin.richText.heading2",
          <Heading2 className="size-4" aria-hidden />,
          run((c) => c.toggleHeading({ level: 2 })),
          active?.h2,
        )}
        {button(
          "admin.richText.heading3",
          <Heading3 className="size-4" aria-hidden />,
          run((c) => c.toggleHeading({ level: 3 })),
          active?.h3,
        )}
        <span className="mx-1 h-5 w-px bg-border" aria-hidden />
        {button(
          "admin.richText.bold",
          <Bold className="size-4" aria-hidden />,
          run((c) => c.toggleBold()),
          active?.bold,
        )}
        {button(
          "admin.richText.italic",
          <Italic className="size-4" aria-hidden />,
          run((c) => c.toggleItalic()),
          active?.italic,
        )}
        {button(
          "admin.richText.bulletList",
          <List className="size-4" aria-hidden />,
          run((c) => c.toggleBulletList()),
          active?.bulletList,
        )}
        {button(
          "admin.richText.orderedList",
          <ListOrdered className="size-4" aria-hidden />,
          run((c) => c.toggleOrderedList()),
          active?.orderedList,
        )}
        {button(
          "admin.richText.quote",
          <Quote className="size-4" aria-hidden />,
          run((c) => c.toggleBlockquote()),
          active?.blockquote,
        )}
        <span className="mx-1 h-5 w-px bg-border" aria-hidden />
        {button(
          "admin.richText.link",
          <LinkIcon className="size-4" aria-hidden />,
          () => setLinking((open) => !open),
          active?.link,
        )}
        {active?.link &&
          button(
            "admin.richText.unlink",
            <Unlink className="size-4" aria-hidden />,
            run((c) => c.extendMarkRange("link").unsetLink()),
          )}
        <span className="mx-1 h-5 w-px bg-border" aria-hidden />
        {button(
          "admin.richText.undo",
          <Undo2 className={cn("size-4", dir === "rtl" && "-scale-x-100")} aria-hidden />,
          run((c) => c.undo()),
          undefined,
          !active?.canUndo,
        )}
        {button(
          "admin.richText.redo",
          <Redo2 className={cn("size-4", dir === "rtl" && "-scale-x-100")} aria-hidden />,
          run((c) => c.redo()),
          undefined,
          !active?.canRedo,
        )}
      </div>
      {isLinking && editor && (
        <LinkForm
          initial={active?.href ?? ""}
          onApply={(href) => {
            const chain = editor.chain().focus().extendMarkRange("link");
            (href ? chain.setLink({ href }) : chain.unsetLink()).run();
            setLinking(false);
          }}
          onCancel={() => {
            setLinking(false);
            editor.commands.focus();
          }}
        />
      )}
    </div>
  );
}

/** The address of a link, typed in place (no browser prompt): Enter applies, Escape closes. */
function LinkForm({ initial, onApply, onCancel }: { initial: string; onApply(href: string): void; onCancel(): void }) {
  const t = useT();
  const id = useId();
  const [href, setHref] = useState(initial);
  return (
    <div className="flex flex-wrap items-center gap-2 border-t border-input p-2">
      <label htmlFor={id} className="text-sm">
        {t("admin.richText.linkAddress")}
      </label>
      <input
        id={id}
        type="url"
        dir="ltr"
        autoFocus
        value={href}
        placeholder="https://"
        onChange={(event) => setHref(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            onApply(href.trim());
          } else if (event.key === "Escape") {
            event.preventDefault();
            onCancel();
          }
        }}
        className={cn(inputClass, "h-8 min-w-48 flex-1")}
      />
      <button
        type="button"
        className={buttonVariants({ variant: "outline", size: "sm" })}
        onClick={() => onApply(href.trim())}
      >
        {t("admin.richText.linkApply")}
      </button>
      <button type="button" className={buttonVariants({ variant: "ghost", size: "sm" })} onClick={onCancel}>
        {t("admin.richText.linkCancel")}
      </button>
    </div>
  );
}
