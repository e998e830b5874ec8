/**
 * GENERATED from contract/openapi.yaml by `npm run contract:types` (openapi-typescript): do not
 * edit. Change the document and regenerate; `npm test` fails while this file and the document
 * differ (CONTRACT-2).
 */
export type paths = Record<string, never>;
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /** @description An operator code; the portal compares its string form. */
    StatusCode: string | number;
    /** @description Every answer of the portal and auth services. */
    Envelope: {
      statusCode: components['schemas']['StatusCode'];
      /** @enum {string} */
      status: 'success' | 'failure';
      message: string;
      result?: unknown;
      error?: {
        message?: string;
        code?: string | number;
      };
    };
    /** @description A refusal or failure in the envelope (any documented code). */
    Failure: {
      statusCode: components['schemas']['StatusCode'];
      /** @constant */
      status: 'failure';
      message: string;
    };
  };
  responses: {
    /** @description The request breaks the contract (a missing or invalid header, field or parameter); `message` names what. */
    Refused: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Failure'];
      };
    };
    /** @description A wrong `x-api-key`, or (auth calls) a missing, expired or foreign token. */
    Unauthorized: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Failure'];
      };
    };
    /** @description The body is larger than the service accepts. */
    TooLarge: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Failure'];
      };
    };
    /** @description A POST whose Content-Type is not application/json. */
    UnsupportedMediaType: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Failure'];
      };
    };
    /** @description The service or a gateway in front of it failed (500, 502, 503, 504). The portal says so and, for a read, retries. */
    ServiceFailure: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Failure'];
      };
    };
  };
  parameters: {
    XMaskRequest: 'enable';
    XProduct: 'ORP';
    /** @description The portal's version. */
    XAppVersion: string;
    /** @description The deployment's key (`apiKey` in /config.json). A wrong key is HTTP 401. */
    XApiKey: string;
    XServiceId: string;
    XOpco: 'TZ';
    XRunMode: 'beta';
  };
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
