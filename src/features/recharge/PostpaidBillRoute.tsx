import { BillLookup } from './BillLookup.tsx';
import { RechargePage } from './RechargePage.tsx';

/** /postpaid-bill-pay: a postpaid or hybrid line, its bill looked up by OTP or account number, then paid. */
export function Component() {
  return (
    <RechargePage
      kind="postpaid"
      lineExtras={(line, config) => (
        <BillLookup
          key={line.msisdn}
          msisdn={line.msisdn}
          lineType={line.lineType}
          config={config}
        />
      )}
    />
  );
}

export default Component;
