/**
 * The largest request body the sandbox reads, as an operator's gateway would cap it: without a
 * cap, 1 MB and 10 MB bodies were stored and the database grew without bound. 64 KiB is far above
 * any portal call (the largest, a contact message of 1000 characters, is under 5 KiB even in
 * 4-byte UTF-8). Bodies with a Content-Length above it are refused before they are read; chunked
 * ones as soon as they pass it.
 */
import { bodyLimit } from 'hono/body-limit';

export const BODY_LIMIT_BYTES = 64 * 1024;

export const requestBodyLimit = bodyLimit({
  maxSize: BODY_LIMIT_BYTES,
  onError: (c) =>
    c.json(
      {
        statusCode: 413,
        status: 'failure',
        message: `Request body too large (at most ${BODY_LIMIT_BYTES / 1024} KiB)`,
      },
      413,
      // The rest of the body is never read, so this connection cannot carry another request:
      // said out loud, a client opens a new one instead of reusing a socket about to close.
      { Connection: 'close' },
    ),
});
