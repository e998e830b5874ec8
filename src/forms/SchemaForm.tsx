import { useCallback, useContext, useEffect, useMemo, useRef, type RefObject } from 'react';
import type { RJSFSchema } from '@rjsf/utils';
import { ThemedForm } from './theme/theme.ts';
import { useRichEngine } from './rich/useRichEngine.ts';
import { PRERENDERED_RICH_FORM } from './rich/richEngineLoader.ts';
import { needsRichEngine } from './formShape.ts';
import { useSubmitFocus } from './useSubmitFocus.ts';
import type { FormJsonSchema, FormPackage, ParseResult } from './formPackage.ts';
import { message } from './messages.ts';
import { useFormTranslate } from './useFormTranslate.ts';
import { useFieldMessages } from './useFieldMessages.ts';
import { useOfflineRefusal } from '../offline/useOfflineRefusal.tsx';
import { compiledFor, withLiveBounds } from './validatorCache.ts';
import { StaticShellContext } from '../ui/staticShell.ts';
import { PENDING_TEXT_ATTRIBUTE } from './takeover/earlyInput.ts';
import { useEarlyInput } from './takeover/useEarlyInput.ts';
import { announce } from '../ui/announcer/announce.ts';
import type { SchemaFormProps } from './schemaFormProps.ts';

type FormData = Record<string, unknown>;

export type { SchemaFormProps };

const DEFAULTS_BEHAVIOUR = { constAsDefaults: 'never' } as const;

/**
 * Renders a CMS form package with the portal's theme, messages and submit rules. A package that is
 * malformed, or whose schema the engine cannot interpret (schemaCheck.ts), shows the translated
 * "could not be loaded" message instead of a form: nothing to fill in, nothing to submit.
 */
export function SchemaForm(props: SchemaFormProps) {
  const { t } = useFormTranslate();
  const parsed: ParseResult = 'ok' in props.pkg ? props.pkg : { ok: true, pkg: props.pkg };
  const schema = parsed.ok ? withLiveBounds(parsed.pkg.schema, props.liveBounds) : undefined;
  const problems = !parsed.ok ? parsed.problems : schema ? compiledFor(schema).problems : [];
  if (!parsed.ok || !schema || problems.length > 0) {
    console.error('Form package rejected:', problems.join('; '));
    return (
      <p role="alert" className="tw-form__broken">
        {message(t, 'widget.badPackage')}
      </p>
    );
  }
  return <ValidForm {...props} pkg={parsed.pkg} schema={schema} />;
}

function ValidForm({
  pkg,
  schema,
  formData,
  onChange,
  onSubmit,
  extraErrors,
  formContext,
  disabled,
  readonly,
  submitDisabled,
  waitingFor,
  submitLabel,
  hideSubmit,
  idPrefix = 'root',
}: SchemaFormProps & { pkg: FormPackage; schema: FormJsonSchema }) {
  const translate = useFormTranslate();
  const { t } = translate;
  // Once per package, not per keystroke.
  const rich = useMemo(() => needsRichEngine(schema, pkg.uiSchema), [schema, pkg.uiSchema]);
  const engine = useRichEngine(rich);
  const richPart = engine === 'failed' ? undefined : engine;
  const { data, shown, shownByPath, valid, change, blur, submit } = useFieldMessages(
    pkg,
    schema,
    formData,
    extraErrors,
    translate,
    idPrefix,
    richPart?.richInfoAt,
  );
  const { offline, refuse, notice } = useOfflineRefusal();
  // Drawn at build (src/prerender): the fields take typing before the code arrives and a press
  // is kept (takeover/earlyInput.ts), so the button is pressable there.
  const prerendered = useContext(StaticShellContext);
  const { pending, settle, keep } = useEarlyInput(idPrefix);
  // OFF-6: offline, the button stays pressable so pressing it says why nothing is sent.
  // FORM-16: a rich form's button stays pressable while answers are missing: a press lists them
  // in the error summary and puts focus on the first (a group or list item may hide one).
  const allowed = prerendered || (!disabled && (offline || (!submitDisabled && (valid || rich))));

  // RJSF's Form instance; its `formElement` is the <form> the focus rule searches.
  const formRef = useRef<{ formElement: RefObject<HTMLFormElement | null> }>(null);
  const { summaryRef, onRefused, refused } = useSubmitFocus(
    useCallback(() => formRef.current?.formElement.current ?? null, []),
  );
  const { validator } = compiledFor(schema);

  const submitIfValid = useCallback(
    (next: FormData) => {
      // A11Y-2: busy with what was sent: a second press sends nothing.
      if (readonly) return;
      if (offline) return refuse();
      // FORM-17: in a rich form RJSF already left out what a condition hides (omitExtraData with
      // liveOmit, below): it is neither checked nor sent.
      if (!submit(next)) return onRefused();
      if (disabled) return;
      if (!submitDisabled) return onSubmit(next);
      // A11Y-2: valid, but the screen's own check has not answered: say so and keep the press.
      keep();
      announce(waitingFor);
    },
    [
      readonly,
      offline,
      refuse,
      submit,
      disabled,
      submitDisabled,
      onSubmit,
      onRefused,
      keep,
      waitingFor,
    ],
  );

  // FIRST-3: a press before the app was there acts once the form can: what is missing shows at
  // once; a form waiting on the screen's check (the line check) goes on when it passes.
  useEffect(() => {
    if (!pending) return;
    if (!valid) {
      settle();
      if (!submit(data)) onRefused();
    } else if (!submitDisabled && !disabled) {
      settle();
      submitIfValid(data);
    }
  }, [pending, settle, valid, submit, submitIfValid, data, submitDisabled, disabled, onRefused]);

  const context = useMemo(
    () => ({
      ...formContext,
      onFieldComplete: (name: string, value: unknown) => {
        (formContext?.onFieldComplete as ((n: string, v: unknown) => void) | undefined)?.(
          name,
          value,
        );
        submitIfValid({ ...data, [name]: value });
      },
    }),
    [formContext, submitIfValid, data],
  );

  const stillLoading = message(t, 'widget.stillLoading');

  const uiSchema = useMemo(
    () => ({
      ...pkg.uiSchema,
      'ui:submitButtonOptions': {
        submitText: submitLabel ?? message(t, 'widget.submit'),
        norender: hideSubmit === true,
        // A11Y-2: never `disabled` (SubmitButton): a press says what is missing or awaited.
        props: disabled
          ? { disabled: true }
          : readonly
            ? { busy: true }
            : { 'aria-disabled': !allowed || undefined },
      },
    }),
    [pkg.uiSchema, submitLabel, allowed, t, hideSubmit, disabled, readonly],
  );

  if (rich && !richPart) {
    if (engine === 'failed') console.error('Form engine part could not be loaded');
    return engine === 'failed' ? (
      <p role="alert" className="tw-form__broken">
        {message(t, 'widget.badPackage')}
      </p>
    ) : (
      <p role="status" className="tw-form__pending" aria-busy="true">
        {message(t, 'widget.loadingForm')}
      </p>
    );
  }

  const Form = richPart?.RichThemedForm ?? ThemedForm;
  // RJSF's own words in a rich form ('Option 2', 'Yes'), in the page's language.
  const translateString = richPart ? richPart.richTranslateString(t) : undefined;
  return (
    <>
      {richPart && refused ? (
        <richPart.ErrorSummary problems={shownByPath} idPrefix={idPrefix} summaryRef={summaryRef} />
      ) : null}
      <Form
        ref={formRef as never}
        className="tw-form"
        idPrefix={idPrefix}
        schema={schema as RJSFSchema}
        uiSchema={uiSchema}
        // Only a parent that controls the data has it handed back to RJSF. Otherwise RJSF keeps it, as
        // stock RJSF does: handing back what its onChange just reported makes RJSF re-derive its whole
        // state a second time per keystroke (getSnapshotBeforeUpdate), ~40% of the engine's work then.
        formData={formData === undefined ? undefined : data}
        validator={validator}
        translateString={translateString}
        formContext={context}
        extraErrors={shown}
        disabled={disabled}
        readonly={readonly}
        // A must-tick consent is `const: true`; it must start unticked, not be pre-filled from the const.
        experimental_defaultFormStateBehavior={DEFAULTS_BEHAVIOUR}
        // FORM-17: in a rich form, a field a condition hides takes its value with it at once.
        omitExtraData={rich}
        liveOmit={rich ? 'onChange' : undefined}
        noValidate
        noHtml5Validate
        showErrorList={false}
        // In the prerendered page a submit does nothing (no navigation, nothing in the address).
        method={prerendered ? 'dialog' : undefined}
        onChange={(event, id) => {
          const next = (event.formData ?? {}) as FormData;
          if (pending) settle();
          change(next, id);
          onChange?.(next);
        }}
        onBlur={(id) => blur(id)}
        onSubmit={(event) => submitIfValid((event.formData ?? {}) as FormData)}
      />
      {notice}
      {prerendered || pending ? (
        <p
          className="tw-form__pending"
          // The prerendered page's region is there before a press fills it; in the app the
          // words are said through the announcer (A11Y-3), so they are not said twice.
          role={prerendered ? 'status' : undefined}
          {...{ [PENDING_TEXT_ATTRIBUTE]: stillLoading }}
          {...(rich && prerendered ? { [PRERENDERED_RICH_FORM]: '' } : {})}
        >
          {prerendered ? '' : (submitDisabled && waitingFor) || stillLoading}
        </p>
      ) : null}
    </>
  );
}
