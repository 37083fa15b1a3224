// The sections of /informatii-de-interes-public: the information Law 544/2001 (art. 5) and its
// norms (HG 123/2002) ask a public institution to publish on its own initiative, each backed by a
// document category of the content API that editors fill.
import type { PublicInformationCategory } from '@school/shared';

export interface PublicInformationSection {
  id: string;
  title: string;
  /** What the section holds, in one sentence. */
  about: string;
  /** One of PUBLIC_INFORMATION_CATEGORIES: the admin's health list reports the empty ones. */
  category?: PublicInformationCategory;
}

export const documentSections: readonly PublicInformationSection[] = [
  {
    id: 'organizare',
    title: 'Organizare și funcționare',
    about: 'Regulamentul de organizare și funcționare (ROF), regulamentul intern (RI) și actele normative după care funcționează școala.',
    category: 'regulations',
  },
  {
    id: 'buget',
    title: 'Bugetul și execuția bugetară',
    about: 'Sursele de finanțare, bugetul aprobat, execuția bugetară și situațiile financiare.',
    category: 'budget-and-execution',
  },
  {
    id: 'achizitii',
    title: 'Achiziții publice',
    about: 'Programul anual al achizițiilor publice și contractele încheiate.',
    category: 'procurement',
  },
  {
    id: 'declaratii',
    title: 'Declarații de avere și de interese',
    about: 'Declarațiile de avere și de interese ale persoanelor care au această obligație.',
    category: 'asset-and-interest-declarations',
  },
  {
    id: 'salarii',
    title: 'Drepturi salariale',
    about: 'Drepturile salariale pe funcții, publicate periodic, cum cere legea salarizării.',
    category: 'salary-rights',
  },
  {
    id: 'raport-anual',
    title: 'Raportul anual',
    about: 'Raportul anual privind starea și calitatea învățământului în școală și raportul de aplicare a Legii nr. 544/2001.',
    category: 'annual-report',
  },
  {
    id: 'programe',
    title: 'Programe și strategii',
    about: 'Proiectul de dezvoltare instituțională (PDI), planul managerial și programele proprii ale școlii.',
    category: 'programmes-and-strategies',
  },
];
