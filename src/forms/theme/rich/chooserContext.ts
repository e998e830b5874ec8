import { createContext, useContext } from 'react';

/**
 * Set by the oneOf/anyOf chooser around its selector: RJSF renders the selector outside any field
 * template, so the select widget must draw its own label there (a radio group names itself).
 */
export const ChooserContext = createContext(false);

export const useInChooser = () => useContext(ChooserContext);
