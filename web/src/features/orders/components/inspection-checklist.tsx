import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Trans, useLingui } from '@lingui/react/macro';
import { visuallyHidden } from '@/components/visually-hidden';
import { useFormat } from '@/lib/i18n/hooks';
import { useSaveChecklist } from '@/features/orders/api/save-checklist';
import { batteryHealthWhere, checklistFor, EMPTY_CHECKLIST, phoneOfOrder } from '@/features/orders/lib/checklist';
import { checklistMismatches } from '@contract/order-deadlines';
import { CHECKLIST_ITEMS, type ChecklistBody, type ChecklistMismatch, type OrderView } from '@contract/orders';
import type { OrderSide } from '@contract/order-status';

function bodyOf(order: OrderView): ChecklistBody {
  const saved = order.checklist;
  return saved ? { items: { ...saved.items }, battery_health: saved.battery_health, imei_last4: saved.imei_last4 } : EMPTY_CHECKLIST;
}

const claimOf = (order: OrderView) => ({ battery_health: order.listing_battery_health, imei_last4: order.listing_imei_last4 });

/**
 * The buyer's inspection at the meeting, for this phone (checklistFor): each check saved as it is ticked, the battery
 * health and the IMEI's last digits compared with the listing, a mismatch shown in red with
 * "Don't pay — cancel the deal".
 */
export function InspectionChecklist({ order }: { order: OrderView }) {
  const { t, i18n } = useLingui();
  const { formatCount } = useFormat();
  const saveChecklist = useSaveChecklist(order._id);
  const [checklist, setChecklist] = useState<ChecklistBody>(() => bodyOf(order));
  const [battery, setBattery] = useState(checklist.battery_health == null ? '' : String(checklist.battery_health));
  const [imei, setImei] = useState(checklist.imei_last4 ?? '');
  const latest = useRef(checklist);

  const save = (next: ChecklistBody) => {
    latest.current = next;
    setChecklist(next);
    saveChecklist.mutate({ id: order._id, checklist: next });
  };
  const batteryValue = /^\d{1,3}$/.test(battery) && Number(battery) <= 100 ? Number(battery) : null;
  const imeiValue = /^\d{4}$/.test(imei) ? imei : null;
  const saveNumbers = () => {
    if (batteryValue === latest.current.battery_health && imeiValue === latest.current.imei_last4) return;
    save({ ...latest.current, battery_health: batteryValue, imei_last4: imeiValue });
  };
  const mismatches = checklistMismatches(claimOf(order), { battery_health: batteryValue, imei_last4: imeiValue });
  const claim = claimOf(order);
  const phone = phoneOfOrder(order);
  const steps = checklistFor(phone, i18n);
  const batteryWhere = batteryHealthWhere(phone, i18n);
  const claimedBattery = claim.battery_health != null ? formatCount(claim.battery_health) : null;
  const claimedImei = claim.imei_last4;

  return (
    <Box component="section" aria-labelledby="checklist-title">
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}>
        <Typography id="checklist-title" variant="h6" component="h2">
          <Trans>Check the phone before you pay</Trans>
        </Typography>
        <Typography variant="caption" color="text.secondary" role="status">
          {saveChecklist.isPending ? t`Saving…` : saveChecklist.isSuccess ? t`Saved` : ''}
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gap: 0.5, mt: 1 }}>
        {CHECKLIST_ITEMS.map((item) => (
          <FormControlLabel
            key={item}
            sx={{ alignItems: 'flex-start', mr: 0 }}
            control={
              <Checkbox
                checked={checklist.items[item]}
                onChange={(event) => save({ ...latest.current, items: { ...latest.current.items, [item]: event.target.checked } })}
                sx={{ pt: 0.5 }}
              />
            }
            label={
              <>
                <Typography component="span" fontWeight={600} sx={{ display: 'block' }}>
                  {steps[item].label}
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary">
                  {steps[item].how}
                </Typography>
              </>
            }
          />
        ))}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '1fr 1fr' }, gap: 2, mt: 2 }}>
        <TextField
          label={t`Battery health (%)`}
          value={battery}
          onChange={(event) => setBattery(event.target.value.replace(/\D/g, '').slice(0, 3))}
          onBlur={saveNumbers}
          error={mismatches.includes('battery')}
          helperText={claimedBattery !== null ? t`${batteryWhere} The listing says ${claimedBattery}%.` : batteryWhere}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
        />
        <TextField
          label={t`IMEI, last 4 digits`}
          value={imei}
          onChange={(event) => setImei(event.target.value.replace(/\D/g, '').slice(0, 4))}
          onBlur={saveNumbers}
          error={mismatches.includes('imei')}
          helperText={claimedImei ? t`Dial *#06#. The listing shows …${claimedImei}.` : t`Dial *#06# to see it.`}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
        />
      </Box>
      <MismatchWarning mismatches={mismatches} found={{ battery_health: batteryValue, imei_last4: imeiValue }} claim={claim} />
    </Box>
  );
}

/** A mismatch, in red: what differs, and what to do (not pay; cancel below). */
export function MismatchWarning({
  mismatches,
  found,
  claim,
}: {
  mismatches: readonly ChecklistMismatch[];
  found: { battery_health: number | null; imei_last4: string | null };
  claim: { battery_health: number | null; imei_last4: string | null };
}) {
  const { formatCount } = useFormat();
  if (mismatches.length === 0) return null;
  const percent = (value: number | null) => (value === null ? '' : formatCount(value));
  const [foundBattery, claimedBattery] = [percent(found.battery_health), percent(claim.battery_health)];
  const [foundImei, claimedImei] = [found.imei_last4, claim.imei_last4];
  return (
    <Alert severity="error" variant="filled" sx={{ mt: 2 }}>
      <AlertTitle>
        <Trans>Don't pay — cancel the deal</Trans>
      </AlertTitle>
      {mismatches.includes('battery') ? (
        <Box>
          <Trans>
            Battery health is {foundBattery}%, but the listing said {claimedBattery}%.
          </Trans>
        </Box>
      ) : null}
      {mismatches.includes('imei') ? (
        <Box>
          <Trans>
            The IMEI ends in {foundImei}, but the listing's ends in {claimedImei}: this may not be the phone that was listed.
          </Trans>
        </Box>
      ) : null}
    </Alert>
  );
}

/** The checklist as saved, read-only: for the seller, and for both sides once the order is closed; titled for the side that reads it. */
export function ChecklistSummary({ order, side }: { order: OrderView; side: OrderSide | null }) {
  const { t, i18n } = useLingui();
  const { formatCount } = useFormat();
  const saved = order.checklist;
  if (!saved) return null;
  const claim = claimOf(order);
  const steps = checklistFor(phoneOfOrder(order), i18n);
  const savedBattery = saved.battery_health != null ? formatCount(saved.battery_health) : null;
  const savedImei = saved.imei_last4;
  return (
    <Box component="section" aria-labelledby="checklist-summary-title">
      <Typography id="checklist-summary-title" variant="h6" component="h2">
        {side === 'buyer' ? t`Your checks` : t`The buyer's checks`}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'grid', gap: 0.5 }}>
        {CHECKLIST_ITEMS.map((item) => (
          <Box component="li" key={item} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            {saved.items[item] ? <CheckCircleIcon color="success" fontSize="small" /> : <RadioButtonUncheckedIcon color="disabled" fontSize="small" />}
            <Typography variant="body2">
              {steps[item].label}
              <Box component="span" sx={visuallyHidden}>
                {saved.items[item] ? t`: checked` : t`: not checked`}
              </Box>
            </Typography>
          </Box>
        ))}
      </Box>
      {saved.battery_health != null || saved.imei_last4 ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {savedBattery !== null ? t`Battery health ${savedBattery}%` : ''}
          {savedBattery !== null && savedImei ? ' · ' : ''}
          {savedImei ? t`IMEI ending ${savedImei}` : ''}
        </Typography>
      ) : null}
      <MismatchWarning mismatches={saved.mismatches} found={{ battery_health: saved.battery_health, imei_last4: saved.imei_last4 }} claim={claim} />
    </Box>
  );
}
