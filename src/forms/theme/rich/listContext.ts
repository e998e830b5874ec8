import { createContext, useContext } from 'react';

/**
 * What an array's items need to know about their array and RJSF does not hand them: the array's
 * title (so 'Remove Phone numbers item 2' names its item) and whether removing would go below
 * `minItems`. The array template provides it; each item template and item field reads it.
 */
export interface ListInfo {
  title: string;
  minItems: number;
  /** Id of the line saying why an item cannot be removed (shown only at the minimum). */
  atLeastId: string;
}

export const ListContext = createContext<ListInfo | undefined>(undefined);

/** The enclosing array's {@link ListInfo}, if any. */
export const useListInfo = () => useContext(ListContext);

/**
 * The spoken name of one item's own field when its schema has no title: RJSF would call it
 * 'Phone numbers-2'; the item template provides 'Phone numbers item 2' for the field with `id`.
 */
export interface ItemLabel {
  id: string;
  label: string;
}

export const ItemLabelContext = createContext<ItemLabel | undefined>(undefined);
