import { useCallback, useState } from 'react';

/**
 * A write's state for the security screens (pending, error, last answer) without pulling React
 * Query's mutation code into the first load of every page (issue 14 size budget).
 */
export function useAction<A extends unknown[], T>(action: (...args: A) => Promise<T>, onSuccess?: (answer: T) => unknown) {
  const [state, setState] = useState<{ isPending: boolean; error: unknown; data: T | undefined; isSuccess: boolean }>({
    isPending: false,
    error: null,
    data: undefined,
    isSuccess: false,
  });
  const mutate = useCallback(
    (...args: A) => {
      setState({ isPending: true, error: null, data: undefined, isSuccess: false });
      action(...args).then(
        async (data) => {
          await onSuccess?.(data);
          setState({ isPending: false, error: null, data, isSuccess: true });
        },
        (error: unknown) => setState({ isPending: false, error, data: undefined, isSuccess: false }),
      );
    },
    [action, onSuccess],
  );
  return { ...state, isError: state.error !== null, mutate };
}
