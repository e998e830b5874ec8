// A Swagger UI plugin of the contract's reference page (reference.js).

/**
 * The document's `x-contract-rules` (the rules every service keeps, with how a breach is
 * refused) and its security schemes, under its description: Swagger UI shows an operation's
 * extensions (x-rules names the rules) but not the document's own, and the schemes only in the
 * credentials dialog of "Try it out", which this page does not offer (readableParts.js).
 * Descriptions are Markdown, drawn by Swagger UI's own Markdown component (sanitised by it, and
 * by the page's Trusted Types policy).
 */
export const ContractRules = (system) => {
  const h = system.React.createElement;
  const markdown = (source) =>
    source
      ? h(system.getComponent('Markdown'), { source, className: 'contract-rules__text' })
      : null;
  const list = (rules) =>
    h(
      'dl',
      { className: 'contract-rules__list' },
      Object.entries(rules).flatMap(([id, rule]) => [
        h(
          'dt',
          { key: `${id}-term`, id: `rule-${id}` },
          h('code', null, id),
          ` ${rule.title ?? ''}`,
        ),
        h(
          'dd',
          { key: `${id}-detail` },
          markdown(rule.description),
          rule.operations?.length
            ? h('p', null, 'Operations: ', h('code', null, rule.operations.join(', ')))
            : null,
          rule.refusal
            ? h(
                'p',
                null,
                `Refused with HTTP ${rule.refusal.http}` +
                  (rule.refusal.statusCode === undefined
                    ? ''
                    : `, statusCode ${rule.refusal.statusCode}`),
              )
            : null,
        ),
      ]),
    );
  const schemes = (found) =>
    h(
      'dl',
      { className: 'contract-rules__list' },
      Object.entries(found).flatMap(([name, scheme]) => [
        h(
          'dt',
          { key: `${name}-term` },
          h('code', null, name),
          ` ${[scheme.type, scheme.scheme, scheme.in, scheme.name].filter(Boolean).join(' ')}`,
        ),
        h('dd', { key: `${name}-detail` }, markdown(scheme.description)),
      ]),
    );
  /** A titled section of the page, or nothing when the document has no such part. */
  const section = (id, title, found, render) =>
    found && Object.keys(found).length
      ? h(
          'section',
          { className: 'contract-rules', 'aria-labelledby': id },
          h('h2', { id }, title),
          render(found),
        )
      : null;
  const plain = (value) => (value && value.toJS ? value.toJS() : undefined);
  return {
    wrapComponents: {
      InfoContainer: (Original) => (props) => {
        const document = props.specSelectors.specJson();
        return h(
          'div',
          null,
          h(Original, props),
          section(
            'contract-rules-title',
            'Contract rules',
            plain(document.get('x-contract-rules')),
            list,
          ),
          section(
            'contract-schemes-title',
            'Security schemes',
            plain(document.getIn(['components', 'securitySchemes'])),
            schemes,
          ),
        );
      },
    },
  };
};
