import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { hbbAddressMachine, HbbAddressTag } from '../../../machines/hbbAddress.machine.ts';
import { HOME_BROADBAND_ZOOM, PortalMap } from '../../maps/index.ts';
import { Button, Modal, Spinner } from '../../ui/index.ts';
import { MapPicker, type PickedPlace } from './MapPicker.tsx';
import { shallowEqual } from '../../ui/shallowEqual.ts';
import { useHbbText } from './useHbbText.ts';
import { useAnnounced } from '../../ui/announcer/useAnnounced.ts';

type AddressActor = ActorRefFrom<typeof hbbAddressMachine>;

/** What the address step sends to the lead machine (which forwards it to its `hbbAddress` child). */
export type AddressEvent =
  | { type: 'map.pick'; lat: number; lng: number; address: string }
  | { type: 'address.confirm' }
  | { type: 'address.edit' }
  | { type: 'modal.close' };

/**
 * The installation address dialogs: 'Confirm installation address' while geocoding runs and, when
 * it found nothing, with the map picker and Continue; then the confirm-or-edit dialog.
 */
export function AddressModal({
  actor,
  town,
  send,
}: {
  actor: AddressActor;
  town: string;
  send: (event: AddressEvent) => void;
}) {
  const { text } = useHbbText();
  const view = useSelector(
    actor,
    (snapshot) => {
      // The state's tags say which dialog shows (decision 100): a wrong tag shows the wrong one.
      const has = (tag: HbbAddressTag) => snapshot.hasTag(tag);
      return {
        step: has('confirming')
          ? 'confirm'
          : has('picking')
            ? 'pick'
            : has('locating')
              ? 'locating'
              : 'ended',
        candidate: snapshot.context.candidate,
      };
    },
    shallowEqual,
  );
  const close = () => send({ type: 'modal.close' });
  const locating = text('address.locating', 'Finding your address…');
  // A11Y-3: the search is said once; its line comes with the dialog, too late to be read itself.
  useAnnounced(view.step === 'locating' ? locating : undefined);
  // Confirmed or closed: the lead page has taken over and shows its own step.
  if (view.step === 'ended') return null;
  if (view.step === 'confirm' && view.candidate) {
    const { lat, lng, formattedAddress } = view.candidate;
    return (
      // A11Y-1: its own key, so it opens as a new dialog with focus inside it; the same Modal
      // kept from the picker would leave focus on the gone Continue, that is on the page body.
      <Modal
        key="confirm"
        open
        title={text('address.confirmTitle', 'Is this your installation address?')}
        onClose={close}
      >
        <p>{text('address.confirmIntro', 'We will install your router here.')}</p>
        <p className="hbb-address__place">{formattedAddress}</p>
        <PortalMap
          center={{ lat, lng }}
          zoom={HOME_BROADBAND_ZOOM}
          markers={[{ id: 'installation', position: { lat, lng }, title: formattedAddress }]}
          label={text('address.map', 'Map of the installation address')}
        />
        <p className="hbb-address__position">
          {text('address.position', 'Latitude {{latitude}}, longitude {{longitude}}', {
            latitude: lat,
            longitude: lng,
          })}
        </p>
        <div className="hbb-actions">
          <Button variant="secondary" onClick={() => send({ type: 'address.edit' })}>
            {text('buttons.edit', 'Edit')}
          </Button>
          <Button onClick={() => send({ type: 'address.confirm' })}>
            {text('buttons.confirm', 'Confirm')}
          </Button>
        </div>
      </Modal>
    );
  }
  return (
    <Modal
      key="locate"
      open
      title={text('address.mapTitle', 'Confirm installation address')}
      onClose={close}
    >
      {view.step === 'pick' ? (
        <MapPicker
          town={town}
          onContinue={(place: PickedPlace) => send({ type: 'map.pick', ...place })}
        />
      ) : (
        <p>
          <Spinner size={18} decorative /> {locating}
        </p>
      )}
    </Modal>
  );
}
