// The state of one products CSV import in the dialog: the upload (with its bytes sent), the job it
// started (polled while it runs), the apply; the product lists refresh once the job is applied.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { applyImportJob, importJobQuery, uploadProductsCsv } from '../../../lib/api/product-csv.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function useProductImport() {
  const queryClient = useQueryClient();
  const [jobId, setJobId] = useState<string | null>(null);
  /** The share of the file sent so far, 0 to 1. */
  const [sent, setSent] = useState<number | null>(null);

  const upload = useMutation({
    mutationFn: (file: File) => {
      setSent(0);
      return uploadProductsCsv(file, setSent);
    },
    onSuccess: (job) => {
      queryClient.setQueryData(importJobQuery(job._id).queryKey, job);
      setJobId(job._id);
    },
  });
  const job = useQuery({ ...importJobQuery(jobId ?? ''), enabled: jobId !== null });
  const apply = useMutation({
    mutationFn: () => applyImportJob(jobId!),
    onSuccess: (started) => queryClient.setQueryData(importJobQuery(started._id).queryKey, started),
  });

  const status = jobId ? job.data?.status : undefined;
  useEffect(() => {
    if (status !== 'applied') return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.products.lists() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.products.categories });
    void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all });
  }, [status, queryClient]);

  return {
    upload,
    sent,
    job: jobId ? job.data : undefined,
    jobError: job.error,
    apply,
    /** Back to choosing a file. */
    reset() {
      setJobId(null);
      setSent(null);
      upload.reset();
      apply.reset();
    },
  };
}
