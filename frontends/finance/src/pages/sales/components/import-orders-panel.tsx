import { ImportOutlined, UploadOutlined } from '@ant-design/icons';
import type { ImportOrdersError } from '@pennant/contracts';
import { Alert, App, Button, Card, Flex, Input, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { errorText, importOrders } from '../../../shared/finance-api';
import {
  importCsv,
  importSummary,
  NO_DATA_MESSAGE,
  PARSE_ERROR_MESSAGE,
  SPEC_COLUMNS,
  type ImportTotals,
} from '../csv-import';

const PLACEHOLDER = `${SPEC_COLUMNS.join(',')}
12-34567-89012,cardfan77,24.99,4.50,0.00,2026-10-14`;

type Report =
  | { kind: 'invalid'; reason: string }
  | { kind: 'done'; totals: ImportTotals }
  | { kind: 'failed'; totals: ImportTotals; message: string };

function RejectedRows({ errors }: { errors: ImportOrdersError[] }) {
  if (errors.length === 0) return null;
  return (
    <Table<ImportOrdersError>
      data-testid="import-rejected"
      size="small"
      rowKey={(error) => `${error.line}-${error.message}`}
      dataSource={errors}
      pagination={errors.length > 10 ? { pageSize: 10, size: 'small' } : false}
      columns={[
        { title: 'Line', dataIndex: 'line', width: 80 },
        { title: 'Why it was not imported', dataIndex: 'message' },
      ]}
      style={{ marginTop: 12 }}
    />
  );
}

function ImportReport({ report }: { report: Report }) {
  if (report.kind === 'invalid')
    return (
      <Alert
        type="error"
        showIcon
        message={`Parse Error: ${PARSE_ERROR_MESSAGE}`}
        description={report.reason}
      />
    );
  const failed = report.kind === 'failed';
  return (
    <div data-testid="import-report">
      <Alert
        type={failed ? 'error' : report.totals.errors.length > 0 ? 'warning' : 'success'}
        showIcon
        message={failed ? `Import Failed: ${report.message}` : 'Import Complete'}
        description={importSummary(report.totals)}
      />
      <RejectedRows errors={report.totals.errors} />
    </div>
  );
}

/**
 * Import Orders: paste CSV (the spec's columns) or pick a .csv file, Pennant's own or eBay Seller
 * Hub's orders report as downloaded. Rows the server refuses are listed with their line and reason.
 */
export function ImportOrdersPanel() {
  const { notification } = App.useApp();
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<Report | null>(null);

  const readFile = async (file: File) => {
    setText(await file.text());
    setFileName(file.name);
    setReport(null);
  };

  const run = async () => {
    setBusy(true);
    setReport(null);
    try {
      const outcome = await importCsv(text, importOrders);
      if (outcome.kind === 'empty') {
        notification.error({ message: 'No Data', description: NO_DATA_MESSAGE });
      } else if (outcome.kind === 'invalid') {
        notification.error({ message: 'Parse Error', description: PARSE_ERROR_MESSAGE });
        setReport(outcome);
      } else if (outcome.kind === 'done') {
        notification.success({
          message: 'Import Complete',
          description: importSummary(outcome.totals),
        });
        setReport(outcome);
      } else {
        const message = errorText(outcome.error);
        notification.error({ message: 'Import Failed', description: message });
        setReport({ kind: 'failed', totals: outcome.totals, message });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title="Import Orders" data-testid="import-orders" style={{ height: '100%' }}>
      <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
        Paste CSV with the columns <Typography.Text code>{SPEC_COLUMNS.join(', ')}</Typography.Text>
        , or choose the orders report you downloaded from eBay Seller Hub. Imported orders count
        toward Pennant&apos;s fee only when they match a Pennant listing or you mark them as listed
        through Pennant.
      </Typography.Paragraph>
      <Input.TextArea
        aria-label="CSV data"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setFileName(null);
        }}
        placeholder={PLACEHOLDER}
        autoSize={{ minRows: 5, maxRows: 12 }}
        spellCheck={false}
        style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 12 }}
      />
      <Flex gap={8} wrap align="center" style={{ margin: '12px 0' }}>
        <Upload
          accept=".csv,text/csv"
          showUploadList={false}
          beforeUpload={(file) => {
            void readFile(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />}>Choose CSV file</Button>
        </Upload>
        {fileName && <Typography.Text type="secondary">{fileName}</Typography.Text>}
        <Button
          type="primary"
          icon={<ImportOutlined />}
          loading={busy}
          onClick={() => void run()}
          style={{ marginLeft: 'auto' }}
        >
          Import Orders
        </Button>
      </Flex>
      {report && <ImportReport report={report} />}
    </Card>
  );
}
