import { PageTitleContext } from '@school/shared';
import { renderWithProviders } from '../test/renderPage';
import { Page } from './Page';

describe('Page', () => {
  it("hands its title from the data to the host as the document's title (an editor renamed the page)", () => {
    const setTitle = jest.fn();
    renderWithProviders(
      <PageTitleContext.Provider value={setTitle}>
        <Page description="Înscrierea." title="Înscrierea în clasa pregătitoare 2027-2028">
          <p>Calendar</p>
        </Page>
      </PageTitleContext.Provider>,
    );
    expect(setTitle).toHaveBeenLastCalledWith('Înscrierea în clasa pregătitoare 2027-2028');
  });

  it("leaves the route's title to a heading that is not the page's title (the home page's school name)", () => {
    const setTitle = jest.fn();
    renderWithProviders(
      <PageTitleContext.Provider value={setTitle}>
        <Page description="Acasă." heading="Școala Gimnazială „Mihai Eminescu”">
          <p>Noutăți</p>
        </Page>
      </PageTitleContext.Provider>,
    );
    expect(setTitle).not.toHaveBeenCalled();
  });
});
