import { readToken } from '../../../lib/token-storage';
import { API_BASE_URL } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

/**
 * "Add to calendar": GET /tourRequest/{id}/calendar.ics with the session's token, handed to the
 * browser as a download (a plain link would not carry the token).
 */
export async function downloadTourCalendar(id: number): Promise<void> {
  const token = await readToken();
  const response = await fetch(`${API_BASE_URL}/tourRequest/${id}/calendar.ics`, {
    headers: token ? { Authorization: token } : {},
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as { message?: string } | undefined;
    throw new ApiError(response.status, body?.message ?? 'The calendar file could not be made.');
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `tour-${id}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
