/**
 * FORM-15, FORM-19: the English defaults of the words only rich forms use, nested exactly as in
 * schemas/cms/en/validation-translation.json; loaded and registered with the rich part of the
 * engine (richEngine.ts), so flat forms' first load does not carry them.
 */
export const RICH_MESSAGES = {
  field: {
    minItems: '{{label}}: add at least {{n}}',
    maxItems: '{{label}}: keep at most {{n}}',
    uniqueItems: '{{label}} has the same item twice',
    minProperties: '{{label}}: add at least {{n}}',
    maxProperties: '{{label}}: keep at most {{n}}',
    item: 'item {{n}}',
    answer: 'Your answer',
  },
  widget: {
    problems: 'Please check these answers',
  },
  // Issue 29: the words of lists (arrays), added entries (additionalProperties) and the file widget.
  list: {
    items: 'list',
    item: 'Item {{n}} of {{count}}',
    itemLabel: '{{title}} item {{n}}',
    add: 'Add {{title}} item',
    remove: 'Remove {{title}} item {{n}}',
    moveUp: 'Move {{title}} item {{n}} up',
    moveDown: 'Move {{title}} item {{n}} down',
    copy: 'Copy {{title}} item {{n}}',
    removeAny: 'Remove',
    moveUpAny: 'Move up',
    moveDownAny: 'Move down',
    copyAny: 'Copy',
    atMost: 'You can add at most {{n}}.',
    atLeast: 'Keep at least {{n}}.',
    empty: 'No items yet.',
    keyName: 'Name of {{label}}',
    removeKey: 'Remove {{label}}',
    unsupported: 'This part of the form cannot be shown here. Please contact us if you need it.',
    preview: 'Preview',
    fileInfo: '{{name}} ({{type}}, {{size}} bytes)',
  },
  // Issue 29: the oneOf/anyOf chooser, yes/no radios and the date-part selects.
  choice: {
    choose: 'Choose one',
    option: 'Option {{n}}',
    titleOption: '{{title}} option {{n}}',
    yes: 'Yes',
    no: 'No',
    year: 'Year',
    month: 'Month',
    day: 'Day',
    hour: 'Hour',
    minute: 'Minute',
    second: 'Second',
    now: 'Now',
    clear: 'Clear',
  },
} as const;
