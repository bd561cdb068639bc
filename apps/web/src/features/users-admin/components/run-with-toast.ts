import { toast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api-error';

/**
 * Runs a change and says how it went: the success text (or the server's own message when none
 * is given), or the server's message as an error toast. True when it worked.
 */
export async function runWithToast(
  change: () => Promise<{ message: string } | unknown>,
  successMessage?: string,
): Promise<boolean> {
  try {
    const answer = await change();
    const serverMessage =
      answer && typeof answer === 'object' && 'message' in answer ? String(answer.message) : '';
    toast.success(successMessage ?? serverMessage);
    return true;
  } catch (error) {
    toast.error(errorMessage(error));
    return false;
  }
}
