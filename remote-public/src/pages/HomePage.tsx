import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { pathOf, useSchoolDetails } from '@school/shared';
import { ContactBlock } from '../components/ContactBlock';
import { InfoSection } from '../components/InfoSection';
import { Page } from '../components/Page';
import { Paragraphs } from '../components/Paragraphs';
import { enrolmentCall, erasmusPromo, schoolFacts, schoolGoals } from '../content/home';

export default function HomePage() {
  const { details: data } = useSchoolDetails();
  return (
    <Page
      description="Școala gimnazială din Valea Florilor: prezentare, obiective, proiectul Erasmus+ și datele de contact."
      heading={data?.name || 'Bine ați venit!'}
    >
      <CallToAction to={pathOf('inscrierea')}>{enrolmentCall}</CallToAction>

      <InfoSection title="Despre noi">
        {data?.description && <Paragraphs text={data.description} />}
        <Facts>
          {schoolFacts.map((fact) => (
            <li key={fact.id}>
              <strong>{fact.value}</strong> <span>{fact.label}</span>
            </li>
          ))}
        </Facts>
      </InfoSection>

      <InfoSection title="Obiectivele școlii">
        <ul>
          {schoolGoals.map((goal) => (
            <li key={goal.id}>{goal.text}</li>
          ))}
        </ul>
      </InfoSection>

      <Promo aria-labelledby="promo-erasmus">
        <h2 id="promo-erasmus">{erasmusPromo.title}</h2>
        <p>{erasmusPromo.text}</p>
        <Facts>
          {erasmusPromo.facts.map((fact) => (
            <li key={fact}>
              <strong>{fact}</strong>
            </li>
          ))}
        </Facts>
        <p>
          <Link to={pathOf('projects/erasmus-colourful-numbers')}>{erasmusPromo.linkText}</Link>
        </p>
      </Promo>

      <InfoSection title="Contact">
        <ContactBlock />
      </InfoSection>
    </Page>
  );
}

const CallToAction = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.large};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;

const Facts = styled.ul`
  list-style: none;
  padding: 0;
  margin: ${({ theme }) => `${theme.space.md} 0`};
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(10rem, 100%), 1fr));
  gap: ${({ theme }) => theme.space.sm};

  li {
    padding: ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.medium};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }

  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.title};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Promo = styled.section`
  margin: ${({ theme }) => `${theme.space.xl} 0`};
  padding: ${({ theme }) => theme.space.lg};
  border-left: 6px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin-top: 0;
    font-size: ${({ theme }) => theme.fontSizes.title};
  }

  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
`;
