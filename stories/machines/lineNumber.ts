/**
 * The number field of the screens on the line machine (recharge and broadband pages) in the
 * machine-state stories. The form keeps its own copy of the number, so a story of a replayed
 * line state starts with an empty field while the machine holds the number the person typed on
 * the way there: the check types it again, and the screen's `send` drops those keystrokes (they
 * are the path already replayed), so the replayed actor stays in the state the story shows.
 */
import type { Actor, AnyStateMachine, EventObject } from 'xstate';
import { expect, userEvent, type within } from 'storybook/test';

/** The actor's `send`, less the phone.change events that retype the number it holds. */
export function sendKeepingNumber(actor: Actor<AnyStateMachine>) {
  const { phone } = actor.getSnapshot().context as { phone: string };
  return (event: EventObject & { phone?: unknown }) => {
    if (event.type === 'phone.change' && phone.startsWith(String(event.phone))) return;
    actor.send(event);
  };
}

/**
 * The number field, with the number the line machine holds typed into it when the field takes
 * typing (a screen waiting on another machine makes it read-only, A11Y-2).
 */
export async function typedNumberField(
  screen: ReturnType<typeof within>,
  line: Actor<AnyStateMachine>,
): Promise<HTMLElement> {
  const field = await screen.findByRole('textbox', { name: /Mobile Number/ });
  const { phone } = line.getSnapshot().context as { phone: string };
  const input = field as HTMLInputElement;
  if (phone && !input.disabled && !input.readOnly) {
    await userEvent.type(field, phone);
    await expect(field).toHaveValue(phone);
  }
  return field;
}
