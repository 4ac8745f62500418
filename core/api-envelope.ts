// The one shape of every answer of the Hono API (issue #9 item 4), shared by the server
// (workers/lib/http/respond.ts, app.onError) and the browser code that reads the answers.

/** A successful answer: the result (null when there is none) and, when there is one, a message to show. */
export interface ApiSuccess<T> {
  data: T;
  message?: string;
}

/**
 * A failed answer (SPEC §8 failure detection: an error code, the message, field errors): `error`
 * is the code, `message` the translated text, `hint` what to do next, `errors` one translated
 * message per refused field.
 */
export interface ApiFailure {
  error: string;
  message: string;
  hint?: string;
  errors?: Record<string, string>;
}
