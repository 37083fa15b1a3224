import { PageTitleContext } from '@school/shared';
import { renderWithProviders } from '../test/renderPage';
import { Page } from './Page';

describe('Page', () => {
  it("hands its heading from the data to the host as the document's title (an editor renamed the page)", () => {
    const setTitle = jest.fn();
    renderWithProviders(
      <PageTitleContext.Provider value={setTitle}>
        <Page description="Înscrierea." heading="Înscrierea în clasa pregătitoare 2027-2028">
          <p>Calendar</p>
        </Page>
      </PageTitleContext.Provider>,
    );
    expect(setTitle).toHaveBeenLastCalledWith('Înscrierea în clasa pregătitoare 2027-2028');
  });

  it("leaves the route's title while the heading is the route's", () => {
    const setTitle = jest.fn();
    renderWithProviders(
      <PageTitleContext.Provider value={setTitle}>
        <Page description="Documentele școlii.">
          <p>Documente</p>
        </Page>
      </PageTitleContext.Provider>,
    );
    expect(setTitle).not.toHaveBeenCalled();
  });
});
