/**
 * The help entries the help-centre and search-box models walk through (tests/model/helpCentre.spec.ts,
 * tests/model/searchBox.spec.ts): shared by the screens' state tests and the machine-state stories,
 * which both replay those models on the real screens.
 */
import type { HelpEntry } from '../helpData.ts';

// The model's category 'Data' with two sub-categories (stage 2 lists them), 'Bundles' holding q1.
export const helpCentreModelEntries: HelpEntry[] = [
  {
    id: 'q1',
    question: 'How do I buy a data bundle?',
    parentCategory: 'Data',
    category: 'Bundles',
    answer: '<p>Choose a bundle and pay.</p>',
    likePercentage: 50,
  },
  {
    id: 'q2',
    question: 'How do I check my data balance?',
    parentCategory: 'Data',
    category: 'Balance',
    answer: '<p>Dial the balance code.</p>',
  },
];

// The model types ' Arusha ': it matches this question whatever the case (HELP-8).
export const searchBoxModelEntries: HelpEntry[] = [
  {
    id: 'q1',
    question: 'Where is the shop in ARUSHA town?',
    parentCategory: 'Shops',
    category: 'Shops',
    answer: '<p>On Sokoine Road.</p>',
  },
];
