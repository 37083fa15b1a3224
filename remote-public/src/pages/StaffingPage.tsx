import styled from 'styled-components';
import { DocumentList } from '../components/DocumentList';
import { Page } from '../components/Page';
import { staffingDocuments } from '../content/staffing';

export default function StaffingPage() {
  const { groups, documents } = staffingDocuments;
  return (
    <Page description="Statele de personal ale școlii, pe ani, din 2025 până în 2019.">
      <p>Statele de personal ale școlii, pe ani și luni. Documentele se deschid într-o filă nouă.</p>
      <Boxes>
        {groups.map((group) => (
          <Box key={group.id} aria-labelledby={`an-${group.id}`}>
            <h2 id={`an-${group.id}`}>{group.title}</h2>
            <DocumentList documents={documents.filter((d) => d.group === group.id)} />
          </Box>
        ))}
      </Boxes>
    </Page>
  );
}

const Boxes = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const Box = styled.section`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.title};
  }
`;
