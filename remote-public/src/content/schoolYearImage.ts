// The image of the 2024-2025 school-year structure (drawn from schoolYearStructure.ts).
import { photos } from '../assets/images/structura-anului-scolar-2024-2025';
import { toPhotos } from './photos';

const [photo] = toPhotos('structura-anului-scolar-2024-2025', photos);

export const schoolYearImage = {
  ...photo!,
  alt: 'Structura anului școlar 2024-2025: cinci module de cursuri și vacanțele dintre ele, aceleași date ca în tabelul de mai jos.',
};
