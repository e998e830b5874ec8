import { describe, expect, it } from 'vitest';
import { isWidgetTextOption, tableColumnsOf, widgetOptionProblems } from './widgetOptions.ts';

describe('required widget options', () => {
  it('names each missing or empty option of a run-time table', () => {
    expect(
      widgetOptionProblems('runtimeTable', { optionsFrom: 'plans', columns: {}, emptyText: '' }),
    ).toEqual([
      ['columns', 'maps each column key ("label" or a cell of the options) to its heading'],
      ['selectHeading', "is the (hidden) heading of the radios' column"],
      ['emptyText', 'is shown when the list has no options'],
    ]);
  });

  it('asks a map pin for its list of places and its words', () => {
    expect(
      widgetOptionProblems('mapPin', { optionsFrom: 'towns', pinTitle: 'Your address' }),
    ).toEqual([
      ['pinHint', 'says how to move the pin'],
      ['nearestText', 'names the nearest place ({{town}}, {{km}})'],
    ]);
  });

  it('asks nothing of a widget without required options', () => {
    expect(widgetOptionProblems('phone', undefined)).toEqual([]);
  });

  it("keeps the package's column order and drops headings that are not text", () => {
    expect(tableColumnsOf({ price: 'Price', label: 'Plan', data: 3 })).toEqual([
      ['price', 'Price'],
      ['label', 'Plan'],
    ]);
    expect(tableColumnsOf(['Plan'])).toEqual([]);
  });

  it('treats headings and messages as words, the list name as a value', () => {
    expect(isWidgetTextOption('uiSchema.plan.ui:options.columns.price')).toBe(true);
    expect(isWidgetTextOption('uiSchema.plan.ui:options.emptyText')).toBe(true);
    expect(isWidgetTextOption('uiSchema.plan.ui:options.optionsFrom')).toBe(false);
    expect(isWidgetTextOption('uiSchema.pin.ui:options.nearestText')).toBe(true);
    expect(isWidgetTextOption('uiSchema.town.ui:options.chooseFirst')).toBe(false);
    expect(isWidgetTextOption('uiSchema.plan.ui:widget')).toBe(false);
  });
});
