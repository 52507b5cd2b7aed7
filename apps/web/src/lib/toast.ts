// The one toast helper; the Toaster (providers.tsx) shows at most 20 at once (spec section 9).
import { toast } from 'sonner';

export const MAX_TOASTS = 20;

export const notify = {
  success: (message: string) => toast.success(message),
  error: (message: string) => toast.error(message),
};
