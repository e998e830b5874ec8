import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SchemaForm } from '../../src/forms/SchemaForm.tsx';
import { parseFormPackage } from '../../src/forms/formPackage.ts';
import { loadRichEngine } from '../../src/forms/rich/richEngineLoader.ts';
import { swahili } from '../support/meta.ts';
import {
  constructPackage,
  type ConstructPackage,
} from '../../src/forms/testing/constructPackages.ts';
import '../../src/forms/theme/forms.css';

/**
 * One package's form, drawn by the engine itself (SchemaForm): the package is checked as the
 * portal checks it, and the rich part of the engine (FORM-14) is loaded before the story draws.
 */
function ConstructForm({ pkg, onChange }: { pkg: ConstructPackage; onChange?: () => void }) {
  return (
    <SchemaForm
      pkg={parseFormPackage(pkg)}
      onChange={onChange}
      onSubmit={() => undefined}
      hideSubmit
    />
  );
}

/** Every draft-07 construct drawn in the portal's theme, in English and Swahili. */
const meta = {
  title: 'Forms/Constructs',
  component: ConstructForm,
  args: { pkg: constructPackage('nestedObject', 'en'), onChange: fn() },
  parameters: { layout: 'padded' },
  loaders: [async () => ({ engine: await loadRichEngine() })],
} satisfies Meta<typeof ConstructForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NestedObjectEn: Story = {
  args: { pkg: constructPackage('nestedObject', 'en') },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Delivery address' });
    await expect(within(group).getByRole('textbox', { name: /^Town/ })).toBeVisible();
  },
};
export const NestedObjectSw = swahili<Story>({
  args: { pkg: constructPackage('nestedObject', 'sw') },
});

export const ArrayEn: Story = {
  args: { pkg: constructPackage('array', 'en') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Phone numbers item' }));
    const add = canvas.getByRole('button', { name: 'Add Phone numbers item' });
    await expect(add).toHaveAttribute('aria-disabled', 'true');
    await expect(add).toHaveAccessibleDescription('You can add at most 3.');
    await userEvent.click(canvas.getByRole('button', { name: 'Move Phone numbers item 2 up' }));
    await expect(canvas.getByRole('textbox', { name: /^Phone numbers item 1/ })).toHaveValue(
      '0787654321',
    );
  },
};
export const ArraySw = swahili<Story>({
  args: { pkg: constructPackage('array', 'sw') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: 'Ondoa kipengee 2 cha Namba za simu' }),
    ).toBeVisible();
  },
});

export const TupleEn: Story = { args: { pkg: constructPackage('tuple', 'en') } };
export const TupleSw = swahili<Story>({ args: { pkg: constructPackage('tuple', 'sw') } });

export const EnumCheckboxesEn: Story = { args: { pkg: constructPackage('enumCheckboxes', 'en') } };
export const EnumCheckboxesSw = swahili<Story>({
  args: { pkg: constructPackage('enumCheckboxes', 'sw') },
});

export const EnumRadioSelectEn: Story = {
  args: { pkg: constructPackage('enumRadioSelect', 'en') },
};
export const EnumRadioSelectSw = swahili<Story>({
  args: { pkg: constructPackage('enumRadioSelect', 'sw') },
});

export const OneOfConstEn: Story = { args: { pkg: constructPackage('oneOfConst', 'en') } };
export const OneOfConstSw = swahili<Story>({ args: { pkg: constructPackage('oneOfConst', 'sw') } });

export const OneOfObjectsEn: Story = {
  args: { pkg: constructPackage('oneOfObjects', 'en') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chooser = canvas.getByRole('combobox', { name: 'How should we reach you?' });
    await userEvent.selectOptions(chooser, 'By e-mail');
    await expect(canvas.getByRole('textbox', { name: /^E-mail/ })).toBeVisible();
  },
};
export const OneOfObjectsSw = swahili<Story>({
  args: { pkg: constructPackage('oneOfObjects', 'sw') },
});

export const IfThenElseEn: Story = { args: { pkg: constructPackage('ifThenElse', 'en') } };
export const IfThenElseSw = swahili<Story>({ args: { pkg: constructPackage('ifThenElse', 'sw') } });

export const DependenciesEn: Story = { args: { pkg: constructPackage('dependencies', 'en') } };
export const DependenciesSw = swahili<Story>({
  args: { pkg: constructPackage('dependencies', 'sw') },
});

export const AllOfEn: Story = { args: { pkg: constructPackage('allOf', 'en') } };
export const AllOfSw = swahili<Story>({ args: { pkg: constructPackage('allOf', 'sw') } });

export const RefDefinitionsEn: Story = { args: { pkg: constructPackage('refDefinitions', 'en') } };
export const RefDefinitionsSw = swahili<Story>({
  args: { pkg: constructPackage('refDefinitions', 'sw') },
});

export const AdditionalPropertiesEn: Story = {
  args: { pkg: constructPackage('additionalProperties', 'en') },
};
export const AdditionalPropertiesSw = swahili<Story>({
  args: { pkg: constructPackage('additionalProperties', 'sw') },
});

export const NullableEn: Story = { args: { pkg: constructPackage('nullable', 'en') } };
export const NullableSw = swahili<Story>({ args: { pkg: constructPackage('nullable', 'sw') } });

export const DefaultReadOnlyConstEn: Story = {
  args: { pkg: constructPackage('defaultReadOnlyConst', 'en') },
};
export const DefaultReadOnlyConstSw = swahili<Story>({
  args: { pkg: constructPackage('defaultReadOnlyConst', 'sw') },
});

export const FormatsEn: Story = { args: { pkg: constructPackage('formats', 'en') } };
export const FormatsSw = swahili<Story>({ args: { pkg: constructPackage('formats', 'sw') } });

export const WidgetsEn: Story = { args: { pkg: constructPackage('widgets', 'en') } };
export const WidgetsSw = swahili<Story>({ args: { pkg: constructPackage('widgets', 'sw') } });

export const SingleValueEn: Story = { args: { pkg: constructPackage('singleValue', 'en') } };
export const SingleValueSw = swahili<Story>({
  args: { pkg: constructPackage('singleValue', 'sw') },
});

export const EmptySchemaEn: Story = { args: { pkg: constructPackage('empty', 'en') } };
export const EmptySchemaSw = swahili<Story>({ args: { pkg: constructPackage('empty', 'sw') } });
