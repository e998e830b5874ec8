// A Swagger UI plugin of the contract's reference page (reference.js).

/**
 * The document's `x-contract-rules` (the rules every service keeps, with how a breach is
 * refused) under its description: Swagger UI shows an operation's extensions (x-rules names the
 * rules) but not the document's own. Plain text: no Markdown, so no HTML sink.
 */
export const ContractRules = (system) => {
  const h = system.React.createElement;
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
          rule.description ? h('p', null, rule.description) : null,
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
  return {
    wrapComponents: {
      InfoContainer: (Original) => (props) => {
        const rules = props.specSelectors.specJson().get('x-contract-rules');
        const plain = rules && rules.toJS ? rules.toJS() : undefined;
        return h(
          'div',
          null,
          h(Original, props),
          plain && Object.keys(plain).length
            ? h(
                'section',
                { className: 'contract-rules', 'aria-labelledby': 'contract-rules-title' },
                h('h2', { id: 'contract-rules-title' }, 'Contract rules'),
                list(plain),
              )
            : null,
        );
      },
    },
  };
};
