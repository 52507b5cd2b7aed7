// The orders' bulk action: the selected orders moved to one status, chosen here, after one
// confirmation (see useBulkAction).
import type { SettableOrderStatus } from '@astroden/shared';
import { SETTABLE_ORDER_STATUSES } from '@astroden/shared/constants';
import { useState } from 'react';
import { BulkActionBar } from '../../components/admin/bulk-actions.tsx';
import { ListSelect } from '../../components/admin/list-select.tsx';
import { statusLabel } from '../../components/admin/status-badge.tsx';
import { Button } from '../../components/ui/button.tsx';

export interface OrderBulkBarProps {
  count: number;
  onMove(status: SettableOrderStatus): void;
  onClear(): void;
}

export function OrderBulkBar({ count, onMove, onClear }: OrderBulkBarProps) {
  const [status, setStatus] = useState<SettableOrderStatus>('processing');
  return (
    <BulkActionBar count={count} onClear={onClear}>
      <ListSelect
        label="New status"
        value={status}
        onChange={(value) => setStatus(value as SettableOrderStatus)}
        className="w-40"
      >
        {SETTABLE_ORDER_STATUSES.map((s) => (
          <option key={s} value={s}>
            {statusLabel(s)}
          </option>
        ))}
      </ListSelect>
      <Button size="sm" onClick={() => onMove(status)}>
        Move selected
      </Button>
    </BulkActionBar>
  );
}
