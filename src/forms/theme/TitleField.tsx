/**
 * A form package's schema title is not shown. Every form sits under a heading of its screen (the
 * page's h1, the payment method's h2, the dialog's title), which names it in the screen's own
 * words; RJSF's default would add the title as a visible legend below that heading, so a dialog
 * read 'Enter your wallet PIN' twice. The title stays in the package for the people who edit it.
 */
export function TitleField() {
  return null;
}
