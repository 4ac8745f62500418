// SPEC §3 Slide (title, url, image, status; decision 0059): SPEC §2 `slider`, `slider/add`,
// `slider/{id}` over /api/admin/slides, in the home page slider's order.
import { SlideInput } from "../../../../core/contracts/admin/slides.ts";
import { defineResource, resourceApi, withoutBlankLocales } from "../../kit/define-resource.ts";
import { statusField, unchosenStatus, type FormStatus } from "../../kit/fields/types.ts";
import { RowImage, StatusBadge } from "../status-badge.tsx";

interface SlideValues {
  [field: string]: unknown;
  status: FormStatus;
  imageId: number | null;
  url: string;
  position: number | null;
  translations: { en: { title: string }; ar: { title: string } };
}

const empty: SlideValues = {
  status: unchosenStatus,
  imageId: null,
  url: "",
  position: null,
  translations: { en: { title: "" }, ar: { title: "" } },
};

const slidesApi = resourceApi("slides");

export default defineResource({
  path: "slider",
  title: "admin.nav.slider",
  addTitle: "admin.slides.add",
  editTitle: "admin.slides.edit",
  defaultSort: "position",
  api: slidesApi,
  columns: [
    {
      id: "image",
      header: "admin.fields.image",
      cell: (slide) => <RowImage image={slide.imageUrl === null ? null : { url: slide.imageUrl }} />,
    },
    { id: "title", header: "admin.slides.title", isSortable: true, isTitle: true, cell: (slide) => slide.title },
    {
      id: "url",
      header: "admin.slides.url",
      cell: (slide) => (slide.url === null ? "—" : <code dir="ltr">{slide.url}</code>),
    },
    { id: "status", header: "admin.fields.status", cell: (slide) => <StatusBadge status={slide.status} /> },
    {
      id: "position",
      header: "admin.fields.position",
      isSortable: true,
      align: "end",
      cell: (slide) => slide.position,
    },
  ],
  rowLabel: (slide) => slide.title,
  form: {
    contract: SlideInput,
    empty,
    fromDetail: (slide): SlideValues => ({
      status: slide.status as FormStatus,
      imageId: slide.imageId,
      url: slide.url ?? "",
      position: slide.position,
      translations: { en: { title: slide.translations.en.title }, ar: { title: slide.translations.ar?.title ?? "" } },
    }),
    // A blank position puts the slide at the end of the slider (the API's default). The form's
    // validator checks the result against the contract before it is sent.
    toInput: ({ position, ...values }: SlideValues) =>
      withoutBlankLocales(position === null ? values : { ...values, position }) as unknown as typeof SlideInput.inferIn,
    sections: [
      {
        title: "admin.form.texts",
        hint: "admin.form.textsHint",
        fields: [{ kind: "texts", name: "title", label: "admin.slides.title", isRequired: true, maxLength: 200 }],
      },
      {
        title: "admin.form.details",
        fields: [
          { kind: "image", name: "imageId", label: "admin.fields.image", isRequired: true },
          {
            kind: "text",
            name: "url",
            label: "admin.slides.url",
            hint: "admin.slides.urlHint",
            dir: "ltr",
            maxLength: 500,
          },
          statusField(),
          {
            kind: "number",
            name: "position",
            label: "admin.fields.position",
            hint: "admin.slides.positionHint",
            min: 0,
          },
        ],
      },
    ],
  },
});
