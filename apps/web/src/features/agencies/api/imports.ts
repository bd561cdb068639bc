import {
  dryRunSchema,
  feedSchema,
  importRunSchema,
  importRunsSchema,
  type ImportRun,
} from '@estate/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { downloadWithSession } from '../../../lib/download';

const importKeys = (agencyId: number) => ['agencies', agencyId, 'imports'] as const;

/** How often a running import's progress is read. */
const PROGRESS_EVERY_MS = 1000;

const fileForm = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return form;
};

/** POST /agencies/{id}/imports?dryRun=true: what the file would do, without writing anything. */
export const useDryRun = (agencyId: number) =>
  useMutation({
    mutationFn: ({ file, full }: { file: File; full: boolean }) =>
      apiRequest(`/agencies/${agencyId}/imports?dryRun=true&full=${full}`, {
        method: 'POST',
        auth: true,
        body: fileForm(file),
        schema: dryRunSchema,
      }),
  });

/** POST /agencies/{id}/imports?dryRun=false: starts the run in the background. */
export const useStartImport = (agencyId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, full }: { file: File; full: boolean }) =>
      apiRequest(`/agencies/${agencyId}/imports?dryRun=false&full=${full}`, {
        method: 'POST',
        auth: true,
        body: fileForm(file),
        schema: importRunSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importKeys(agencyId) }),
  });
};

const running = (runs: ImportRun[] | undefined) => runs?.some((run) => run.status === 'RUNNING');

/** GET /agencies/{id}/imports: the last runs, read again every second while one runs. */
export const useImportRuns = (agencyId: number) =>
  useQuery({
    queryKey: importKeys(agencyId),
    queryFn: ({ signal }) =>
      apiRequest(`/agencies/${agencyId}/imports`, { auth: true, signal, schema: importRunsSchema }),
    refetchInterval: (query) => (running(query.state.data?.runs) ? PROGRESS_EVERY_MS : false),
  });

/** GET /agencies/{id}/imports/{importId}/report, saved as a CSV file. */
export const downloadImportReport = (agencyId: number, importId: number) =>
  downloadWithSession(`/agencies/${agencyId}/imports/${importId}/report`, {
    fallbackName: `import-${importId}.csv`,
    failed: 'The report could not be downloaded.',
  });

const feedKey = (agencyId: number) => ['agencies', agencyId, 'feed'] as const;

/** GET /agencies/{id}/feed: the feed's address, last check and last failure. */
export const useFeed = (agencyId: number) =>
  useQuery({
    queryKey: feedKey(agencyId),
    queryFn: ({ signal }) =>
      apiRequest(`/agencies/${agencyId}/feed`, { auth: true, signal, schema: feedSchema }),
  });

/** PUT /agencies/{id}/feed: a new address, or null to stop the feed. */
export const useSaveFeed = (agencyId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (url: string | null) =>
      apiRequest(`/agencies/${agencyId}/feed`, {
        method: 'PUT',
        auth: true,
        body: { url },
        schema: feedSchema,
      }),
    onSuccess: (feed) => queryClient.setQueryData(feedKey(agencyId), feed),
  });
};
