/**
 * The form-save machine (machines/formSave.machine.ts), one story per leaf state: generated from
 * the machine by .storybook/machineStates.ts, each reached by the model's shortest path
 * (tests/model/formSave.spec.ts) and shown on the real contact page (FormSavePage with the contact
 * form), whose hook (useFormSave, spied in .storybook/preview.tsx) hands out the replayed actor.
 */
import { expect, mocked, within } from 'storybook/test';
import type { FormSaveTag } from '../../machines/formSave.machine.ts';
import { FormSavePage } from '../../src/features/contact/FormSavePage.tsx';
import { CONTACT_FORM } from '../../src/features/contact/forms.ts';
import { formSaveHandlers } from '../../src/features/contact/testing/formSaveHandlers.ts';
import { useFormSave } from '../../src/features/contact/useFormSave.ts';
import { formSaveSpec } from '../../tests/model/formSave.spec.ts';
import { cmsHandlers } from '../app/cmsHandlers.ts';
import type { MachineStates } from './machineStory.tsx';
import '../../src/styles/index.css';
import '../../src/forms/theme/forms.css';

export default {
  title: 'Machines/formSave',
  parameters: {
    layout: 'fullscreen',
    router: { initialEntries: ['/contact-us'] },
    msw: { handlers: [...cmsHandlers(), ...formSaveHandlers()] },
  },
};

export const states: MachineStates = {
  spec: formSaveSpec,
  spies: [mocked(useFormSave)],
  render: ({ actor }) => {
    mocked(useFormSave).mockReturnValue([actor.getSnapshot(), actor.send, actor] as never);
    return <FormSavePage spec={CONTACT_FORM} />;
  },
  check: async (screen, { actor }) => {
    const snapshot = actor.getSnapshot();
    const has = (tag: FormSaveTag) => snapshot.hasTag(tag);
    const { fields, referenceId } = snapshot.context as {
      fields: { message?: string } | null;
      referenceId: string | null;
    };
    if (has('sent')) {
      // FORM-10: the thank-you replaces the form, with the reference the answer gave.
      // A11Y-1: a region named by its heading, which takes focus (not a status said twice).
      const sent = await screen.findByRole('region', { name: 'Message sent' });
      await expect(sent).toBeVisible();
      if (referenceId)
        await expect(within(sent).getByText(`Your reference: ${referenceId}`)).toBeVisible();
      await expect(screen.getByRole('button', { name: 'Send another message' })).toBeAvailable();
      await expect(screen.queryByRole('textbox', { name: /Message/ })).toBeNull();
      return;
    }
    // The form, with what was sent kept in it; Send reads 'Sending…' and waits while under way.
    const message = await screen.findByRole('textbox', { name: /Message/ });
    await expect(message).toHaveValue(fields?.message ?? '');
    if (has('sending')) {
      await expect(screen.getByRole('button', { name: 'Sending…' })).toBeUnavailable();
      await expect(message).toBeDisabled();
    }
    if (has('editing')) {
      // Enabled once the form is valid: the empty form of a first visit keeps it disabled.
      await expect(screen.getByRole('button', { name: 'Send message' })).toBeVisible();
      await expect(screen.queryByRole('button', { name: 'Sending…' })).toBeNull();
    }
  },
};
