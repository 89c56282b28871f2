import type { BackgroundRemovalResponse } from '../images/background-removal-api-types';
import { endpoint } from './endpoint';

/** The background-removal trial page's one call. */
export const backgroundRemovalApi = {
  /** Multipart field `file`: the proof of concept's cut-out of one photo. */
  removeBackground: endpoint('POST', '/api/background-removal').types<{
    body: FormData;
    response: BackgroundRemovalResponse;
  }>(),
};
