// /istoric: the history text itself comes from About us (admins edit it); here only the photo.
import { photos } from '../assets/images/istoric';
import { toPhotos } from './photos';

export const historyPhoto = toPhotos('istoric', photos)[0]!;
