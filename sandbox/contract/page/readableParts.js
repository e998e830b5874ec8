// A Swagger UI plugin of the contract's reference page (reference.js).

/**
 * Swagger UI's components replaced or wrapped, for people who read the page with a
 * keyboard or a screen reader (axe, WCAG 2.2 AA; tests/e2e/contract-reference.e2e.ts):
 * - DeepLink: Swagger UI puts a link inside each operation's expand button (nested-interactive,
 *   and a 14 px tall target). Plain text instead; the address still follows what is open
 *   (deepLinking), so an operation's link is the address bar's.
 * - ServersContainer: an unlabelled <select> (select-name) that only picks where "Try it out"
 *   sends, which this page does not offer. A read-only list of the servers instead.
 * - JSONSchema202012Accordion: a schema's open/close button, whose only text is the schema's
 *   title, so an untitled schema (a request body, a oneOf answer) gets a button without a name
 *   (button-name). The same button, with the word "schema" for assistive technology.
 * - AuthorizeBtnContainer and authorizeOperationBtn: "Authorize" and each operation's lock open a
 *   dialog for credentials (an unnamed close button, button-name; label-content-name-mismatch)
 *   that only "Try it out" would use. None at the top; "token required" in words on the
 *   operations that need one (the schemes are listed by contractRules.js).
 * - JsonSchemaForm, wrapped: the value widget of each parameter, which stays disabled without
 *   "Try it out" and is an unlabelled <select> for an enum (select-name). Not drawn when
 *   disabled; the row still says "Available values" and the default in words.
 */
export const ReadableParts = (system) => {
  const h = system.React.createElement;
  return {
    wrapComponents: {
      JsonSchemaForm: (Original) => (props) => (props.disabled ? null : h(Original, props)),
    },
    components: {
      AuthorizeBtnContainer: () => null,
      authorizeOperationBtn: () => h('span', { className: 'contract-token' }, 'token required'),
      JSONSchema202012Accordion: ({ expanded, children, onChange }) =>
        h(
          'button',
          {
            type: 'button',
            className: 'json-schema-2020-12-accordion',
            'aria-expanded': expanded,
            onClick: (event) => onChange(event, !expanded),
          },
          h('div', { className: 'json-schema-2020-12-accordion__children' }, children),
          h('span', { className: 'contract-visually-hidden' }, ' schema'),
          h(
            'span',
            {
              className: [
                'json-schema-2020-12-accordion__icon',
                `json-schema-2020-12-accordion__icon--${expanded ? 'expanded' : 'collapsed'}`,
              ].join(' '),
            },
            h(system.getComponent('JSONSchema202012ChevronRightIcon')),
          ),
        ),
      DeepLink: ({ text }) => h('span', null, text),
      ServersContainer: ({ specSelectors }) => {
        const servers = specSelectors.servers();
        if (!servers || !servers.size) return null;
        return h(
          'div',
          { className: 'contract-servers' },
          h('span', { className: 'servers-title', id: 'contract-servers-title' }, 'Servers'),
          h(
            'ul',
            { 'aria-labelledby': 'contract-servers-title' },
            servers
              .valueSeq()
              .map((server) =>
                h(
                  'li',
                  { key: server.get('url') },
                  h('code', null, server.get('url')),
                  server.get('description') ? ` ${server.get('description')}` : '',
                ),
              )
              .toArray(),
          ),
        );
      },
    },
  };
};
