/* global DOMPurify, SwaggerUIBundle, trustedTypes */
// Starts Swagger UI on the reference page (sandbox/contract/referencePage.ts). A served file, not
// an inline script: the page's CSP allows scripts from the sandbox's own origin only. A module, so
// it runs after the classic scripts before it (Swagger UI's bundle, DOMPurify).
import { ContractRules } from './contractRules.js';
import { ReadableParts } from './readableParts.js';

// The page keeps the portal's Trusted Types: Swagger UI puts the document's Markdown into the
// page as HTML, so every HTML string goes through DOMPurify first (Swagger UI sanitises it too).
// No script URL or script text is allowed through: the page loads only its own files.
trustedTypes.createPolicy('default', {
  createHTML: (html) => DOMPurify.sanitize(html),
});

SwaggerUIBundle({
  url: '/contract/openapi.yaml',
  dom_id: '#swagger-ui',
  plugins: [ReadableParts, ContractRules],
  // Opening an operation puts it in the address (/contract#/portal/validateNumber): shareable.
  deepLinking: true,
  // A contract is read for its schemas: show them first (the generated example is a tab away).
  defaultModelRendering: 'model',
  // The operationId is the portal's name for the call (src/api/endpoints.ts): show it.
  displayOperationId: true,
  // x-service, x-rules and x-contract-rules are part of the contract: show them.
  showExtensions: true,
  showCommonExtensions: true,
  // Read-only, no "Try it out": the page documents every deployment's services, but a request
  // from it could only reach this sandbox, and would change its state (OTP counts, transactions)
  // under whoever is testing. A service is checked with `npm run contract:check` instead.
  tryItOutEnabled: false,
  supportedSubmitMethods: [],
  // No call to swagger.io's validator badge: no third party, and no internet in the sandbox.
  validatorUrl: null,
});
