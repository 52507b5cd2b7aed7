// The one toast helper; the Toaster (providers.tsx) shows at most 20 at once (spec section 9).
import { toast } from 'sonner';

export const MAX_TOASTS = 20;

export const notify = {
  success: (message: string) => toast.success(message),
  error: (message: string) => toast.error(message),
  /** Not a failure, but not what was asked either: an add cut short by the stock. */
  warning: (message: string) => toast.warning(message),
};
