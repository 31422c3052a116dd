import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { ApiError } from '../../api/client';

const GENERIC_MESSAGE = 'An unexpected error occurred';

/** The server's own words when it gave any, else the resource's "Could not load …" line. */
export function describeLoadFailure(error: unknown, fallback: string) {
  return error instanceof ApiError && error.message && error.message !== GENERIC_MESSAGE ? error.message : fallback;
}

/** One toast per resource, however many retries or re-renders report the same failure. */
export function useLoadFailureToast(error: unknown, fallback: string, toastId: string) {
  useEffect(() => {
    if (error) toast.error(describeLoadFailure(error, fallback), { id: toastId });
  }, [error, fallback, toastId]);
}
