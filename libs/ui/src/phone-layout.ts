import { Grid } from 'antd';

/**
 * True below antd's `md` breakpoint (768 px), where wide tables and side-by-side panels do not fit: a phone. Before
 * the screen is measured it is false, so a desktop never flashes the phone layout.
 */
export function usePhoneLayout(): boolean {
  return Grid.useBreakpoint().md === false;
}
