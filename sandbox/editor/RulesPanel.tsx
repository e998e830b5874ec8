/**
 * A field's rules, once for both languages: required, lengths or bounds, a pattern chosen from
 * named presets or written by hand, the kind of box, a consent's link.
 */
import { useId } from 'react';
import { useEditor } from './editorContext.ts';
import { setLinkAddress, setNumberRule, setPattern, setRequired, setWidget } from './model/edit.ts';
import { PATTERN_PRESETS, presetOf, type PatternPreset } from './model/patterns.ts';
import type { FieldView, NumberRule } from './model/types.ts';

const LENGTH_KINDS = new Set(['text', 'phone', 'email', 'other']);
const BOUND_KINDS = new Set(['number', 'amount']);
const PATTERN_KINDS = new Set(['text', 'phone', 'other']);

/** The boxes a person may pick per kind (all drawn by the portal's engine). */
const WIDGETS: Partial<Record<string, string[]>> = {
  text: ['text', 'textarea', 'digits', 'password', 'phone', 'email'],
  phone: ['phone', 'text', 'digits'],
  email: ['email', 'text'],
  number: ['updown', 'text', 'range', 'amount'],
  amount: ['amount', 'updown'],
  date: ['date', 'alt-date'],
  choice: ['radio', 'select', 'searchableSelect'],
  yesno: ['radio', 'select', 'checkbox'],
};

const CUSTOM = 'custom';

function NumberBox({ field, rule, label }: { field: FieldView; rule: NumberRule; label: string }) {
  const { apply } = useEditor();
  const value = field.rules[rule];
  return (
    <label className="ed-rule">
      {label}
      <input
        inputMode="numeric"
        value={value === undefined ? '' : String(value)}
        onChange={(e) => {
          const text = e.target.value.trim();
          const n = Number(text);
          if (text !== '' && !Number.isFinite(n)) return;
          apply(
            (p) => setNumberRule(p, field.path, rule, text === '' ? undefined : n),
            `${field.path.join('/')}:${rule}`,
          );
        }}
      />
    </label>
  );
}

function PatternChoice({ field }: { field: FieldView }) {
  const { ft, apply } = useEditor();
  const customId = useId();
  const pattern = field.rules.pattern;
  const preset = pattern === undefined ? '' : (presetOf(pattern) ?? CUSTOM);
  const key = `${field.path.join('/')}:pattern`;
  return (
    <>
      <label className="ed-rule">
        {ft.pattern}
        <select
          value={preset}
          onChange={(e) => {
            const chosen = e.target.value;
            const next =
              chosen === ''
                ? undefined
                : chosen === CUSTOM
                  ? (pattern ?? '^.*$')
                  : PATTERN_PRESETS[chosen as PatternPreset];
            apply((p) => setPattern(p, field.path, next), `${key}:preset`);
          }}
        >
          <option value="">{ft.noPattern}</option>
          {(Object.keys(PATTERN_PRESETS) as PatternPreset[]).map((id) => (
            <option key={id} value={id}>
              {ft.presets[id]}
            </option>
          ))}
          <option value={CUSTOM}>{ft.customPattern}</option>
        </select>
      </label>
      {preset === CUSTOM && (
        <label className="ed-rule" htmlFor={customId}>
          {ft.customPatternLabel}
          <input
            id={customId}
            className="ed-mono"
            value={pattern ?? ''}
            spellCheck={false}
            onChange={(e) => apply((p) => setPattern(p, field.path, e.target.value), key)}
          />
        </label>
      )}
    </>
  );
}

export function RulesPanel({ field, label }: { field: FieldView; label: string }) {
  const { ft, apply } = useEditor();
  const widgets = WIDGETS[field.kind];
  const current = field.rules.widget;
  return (
    <fieldset className="ed-rules">
      <legend>{ft.rulesLegend(label)}</legend>
      <label className="ed-check">
        <input
          type="checkbox"
          checked={field.rules.required}
          onChange={(e) => apply((p) => setRequired(p, field.path, e.target.checked))}
        />
        {field.kind === 'consent' ? ft.mustTick : ft.required}
      </label>
      {LENGTH_KINDS.has(field.kind) && (
        <>
          <NumberBox field={field} rule="minLength" label={ft.rules.minLength} />
          <NumberBox field={field} rule="maxLength" label={ft.rules.maxLength} />
        </>
      )}
      {BOUND_KINDS.has(field.kind) && (
        <>
          <NumberBox field={field} rule="minimum" label={ft.rules.minimum} />
          <NumberBox field={field} rule="maximum" label={ft.rules.maximum} />
        </>
      )}
      {PATTERN_KINDS.has(field.kind) && <PatternChoice field={field} />}
      {widgets && (
        <label className="ed-rule">
          {ft.widget}
          <select
            value={current ?? ''}
            onChange={(e) =>
              apply(
                (p) => setWidget(p, field.path, e.target.value || undefined),
                `${field.path.join('/')}:widget`,
              )
            }
          >
            {current === undefined && <option value="">{ft.defaultBox}</option>}
            {[...new Set([...(current ? [current] : []), ...widgets])].map((w) => (
              <option key={w} value={w}>
                {w}
              </option>
            ))}
          </select>
        </label>
      )}
      {field.kind === 'consent' && (
        <label className="ed-rule">
          {ft.linkAddress}
          <input
            value={field.rules.link ?? ''}
            onChange={(e) =>
              apply(
                (p) => setLinkAddress(p, field.path, e.target.value),
                `${field.path.join('/')}:link`,
              )
            }
          />
        </label>
      )}
    </fieldset>
  );
}
