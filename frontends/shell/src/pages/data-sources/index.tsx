import { DATA_SOURCES, HOCKEY_DATABANK_STATEMENT, PRODUCT_NAME } from '@pennant/contracts';
import { PageHeader } from '@pennant/ui';
import { Alert, Card, Descriptions, Flex, Typography } from 'antd';

/** Where the catalogs behind identification come from, with each source's licence and the credit it asks for. */
export default function DataSourcesPage() {
  return (
    <>
      <PageHeader
        title="Data sources"
        subtitle={`What ${PRODUCT_NAME} knows about players, teams and sets, and where it comes from`}
      />
      <Flex vertical gap={16}>
        <Alert
          type="info"
          showIcon
          message="Hockey Databank"
          description={
            <span data-testid="hockey-databank-statement">{HOCKEY_DATABANK_STATEMENT}</span>
          }
        />
        {DATA_SOURCES.map((source) => (
          <Card key={source.name} title={source.name} size="small">
            <Descriptions column={1} size="small">
              <Descriptions.Item label="Used for">{source.use}</Descriptions.Item>
              <Descriptions.Item label="Licence">{source.licence}</Descriptions.Item>
              <Descriptions.Item label="Credit">{source.attribution}</Descriptions.Item>
              <Descriptions.Item label="Source">
                <Typography.Link href={source.url} target="_blank" rel="noreferrer">
                  {source.url}
                </Typography.Link>
              </Descriptions.Item>
            </Descriptions>
          </Card>
        ))}
      </Flex>
    </>
  );
}
