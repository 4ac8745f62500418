// The small HTTP kit the payment stand-ins share (decision 0049): a server on 127.0.0.1, JSON
// answers, redirects and a plain hosted page with one form button per action.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface StandIn {
  /** The stand-in's origin, e.g. http://127.0.0.1:41234: the adapter's API URL */
  url: string;
  close(): Promise<void>;
}

/** The request's body as text. */
export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** A JSON answer, or a redirect (303 with `location`). */
export function send(response: ServerResponse, status: number, body: unknown, location?: string): void {
  if (location) {
    response.writeHead(status, { location });
    response.end();
    return;
  }
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c);

/** The hosted payment page: a title, a few lines and one button per action (a POST form). */
export function formPage(
  response: ServerResponse,
  page: { title: string; lines: string[]; actions: { label: string; action: string }[] },
): void {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(page.title)}</title>
<meta name="viewport" content="width=device-width"></head><body style="font-family:sans-serif;max-width:28rem;margin:3rem auto">
<h1>${escape(page.title)}</h1>${page.lines.map((line) => `<p>${escape(line)}</p>`).join("")}
${page.actions.map((a) => `<form method="post" action="${escape(a.action)}"><button type="submit">${escape(a.label)}</button></form>`).join("")}
</body></html>`;
  response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
  response.end(html);
}

/** Starts a server on 127.0.0.1; the handler gets the server's own origin to build URLs on. */
export async function listen(
  port: number,
  handle: (request: IncomingMessage, response: ServerResponse, base: string) => Promise<void> | void,
): Promise<StandIn> {
  let base = "";
  const server = createServer((request, response) => {
    Promise.resolve(handle(request, response, base)).catch((error: unknown) => {
      console.error("Payment stand-in failed", error);
      if (!response.headersSent) send(response, 500, { message: "stand-in error" });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
