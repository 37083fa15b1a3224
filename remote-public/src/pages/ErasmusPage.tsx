import { NewsPost } from '../components/NewsPost';
import { Page } from '../components/Page';
import { erasmusPosts, erasmusProject } from '../content/erasmus';

export default function ErasmusPage() {
  return (
    <Page description="Noutăți din proiectul Erasmus+ „Colourful Numbers”: întâlniri, activități și fotografii.">
      <p>{erasmusProject.summary}</p>
      {erasmusPosts.map((post, index) => (
        <NewsPost key={post.id} post={post} eagerImages={index === 0 ? 4 : 0} />
      ))}
    </Page>
  );
}
