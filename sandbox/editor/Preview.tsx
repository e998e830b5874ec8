/**
 * One language's form as the portal shows it: the portal's own engine (src/forms/SchemaForm.tsx)
 * with that language's validation texts, so typing into it shows the form's real messages.
 */
import i18next, { type i18n } from 'i18next';
import { useMemo } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { fieldListToPackage, parseFieldList } from '../../src/forms/fieldListAdapter.ts';
import { parseFormPackage, type FormPackage } from '../../src/forms/formPackage.ts';
import { VALIDATION_NAMESPACE } from '../../src/forms/messages.ts';
import { isFieldListName } from '../../src/forms/packageCheck.ts';
import { formSchemaProblems } from '../../src/forms/schemaCheck.ts';
import { SchemaForm } from '../../src/forms/SchemaForm.tsx';

function i18nFor(language: 'en' | 'sw', messages: unknown): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    ns: [VALIDATION_NAMESPACE],
    defaultNS: VALIDATION_NAMESPACE,
    resources: { [language]: { [VALIDATION_NAMESPACE]: (messages ?? {}) as object } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/** The package the engine would render, or undefined while the text is not one it can read. */
function formOf(name: string, text: string): FormPackage | undefined {
  let content: unknown;
  try {
    content = JSON.parse(text);
  } catch {
    return undefined;
  }
  let pkg: FormPackage | undefined;
  if (isFieldListName(name)) {
    const list = parseFieldList(content);
    pkg = list.ok ? fieldListToPackage(list.list).pkg : undefined;
  } else {
    const parsed = parseFormPackage(content);
    pkg = parsed.ok ? parsed.pkg : undefined;
  }
  // The engine would show its "could not be loaded" line: the check's list says why instead.
  return pkg && formSchemaProblems(pkg.schema).length === 0 ? pkg : undefined;
}

export interface PreviewProps {
  language: 'en' | 'sw';
  heading: string;
  name: string;
  text: string;
  messages: unknown;
  waiting: string;
  submitLabel: string;
}

export function Preview({
  language,
  heading,
  name,
  text,
  messages,
  waiting,
  submitLabel,
}: PreviewProps) {
  const instance = useMemo(() => i18nFor(language, messages), [language, messages]);
  const pkg = useMemo(() => formOf(name, text), [name, text]);
  return (
    <section className="ed-preview" lang={language} aria-label={heading}>
      <h3>{heading}</h3>
      {pkg ? (
        <I18nextProvider i18n={instance}>
          {/* Keyed by text: an edit starts the form afresh with the new rules. */}
          {/* Its own ids: the other language's form is on the same page. */}
          <SchemaForm
            key={text}
            pkg={pkg}
            idPrefix={`preview-${language}`}
            onSubmit={() => undefined}
            submitLabel={submitLabel}
          />
        </I18nextProvider>
      ) : (
        <p>{waiting}</p>
      )}
    </section>
  );
}
