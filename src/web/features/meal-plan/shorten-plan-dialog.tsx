import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';

export interface ShortenRequest {
  days: number;
  /** Locked or chosen meals on the days a shorter plan drops. */
  count: number;
  fromDay: number;
  toDay: number;
}

/**
 * Asked before a shorter plan drops days that hold meals the person locked or chose. Cancel (or
 * Escape) leaves the plan and the length as they were.
 */
export function ShortenPlanDialog({
  request,
  onCancel,
  onConfirm,
}: {
  request: ShortenRequest | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const count = request?.count ?? 0;
  return (
    <Dialog
      open={request !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={request ? `Shorten to ${request.days} days?` : ''}
      description={
        request
          ? `Your ${count} locked or chosen meal${count === 1 ? '' : 's'} on days ${request.fromDay}–${request.toDay} will be lost.`
          : undefined
      }
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" autoFocus onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={onConfirm}>Shorten</Button>
      </div>
    </Dialog>
  );
}
