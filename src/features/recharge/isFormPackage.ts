import { parseFormPackage, type FormPackage } from '../../forms/formPackage.ts';

/** Type guard for useCmsPackage: a CMS answer is checked, not trusted. */
export const isFormPackage = (value: unknown): value is FormPackage => parseFormPackage(value).ok;
