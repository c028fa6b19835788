import { useEffect, useState } from 'react';
import type { Reading, Stroke } from '../recognizer';

type Recognize = (strokes: readonly Stroke[]) => Reading | undefined;
export type RecognizerState = { status: 'loading' } | { status: 'ready'; recognize: Recognize } | { status: 'error' };

/**
 * The recognizer, downloaded when the first handwriting box shows (its own chunk: templates and all, nothing from
 * another site), never before.
 */
export function useRecognizer(): RecognizerState {
  const [state, setState] = useState<RecognizerState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    import('../recognizer').then(
      ({ recognize }) => current && setState({ status: 'ready', recognize }),
      () => current && setState({ status: 'error' }),
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}
