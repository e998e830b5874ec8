/** Where a check reports a problem: a dotted path inside the file, and what is wrong there. */
export type Report = (path: string, problem: string) => void;
