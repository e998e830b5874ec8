/** The RJSF id of the field at a dotted path (`address.town` -> `root_address_town`). */
export const idOfPath = (path: string, prefix: string) =>
  path === '' ? prefix : `${prefix}_${path.split('.').join('_')}`;
