import type { PageContent } from '../../types';

export default {
  template: 'solution',
  title: '银行账本',
  seoTitle: '银行账本：不可篡改的实时复式记账',
  description:
    '为钱包、银行卡和账户打造的不可篡改、实时复式记账账本，支持每秒10万笔交易，全程可审计。',
  blurb: '为大规模资金流转打造的不可篡改复式记账账本。',
  icon: 'i-lucide-book-open',
  menu: { menu: 'use-cases', label: '银行账本', order: 14 },
  badge: '金融账本',
  intro:
    '每一款金融产品，底层都是一本账。我们的账本是独立部署、API 优先的复式记账账本，金融科技公司和银行可以把它作为钱包、卡项目、交易平台或信贷业务的核心，让每一分钱都实时可查、清清楚楚。',
  features: [
    {
      icon: 'i-lucide-scale',
      title: '天生复式记账',
      description:
        '每笔交易都按借贷平衡过账；任何无法平衡的记录都会被账本拒绝。',
    },
    {
      icon: 'i-lucide-lock',
      title: '不可篡改的历史',
      description:
        '分录只增不改，并以哈希链相连；更正以新分录记录，审计轨迹永不被改写。',
    },
    {
      icon: 'i-lucide-zap',
      title: '实时余额',
      description:
        '可用余额和入账余额即时更新，原生支持资金冻结和授权处理。',
    },
    {
      icon: 'i-lucide-coins',
      title: '多币种、多主体',
      description:
        '跨多个法人主体、支持150多种货币的账户，并支持外汇和内部往来过账。',
    },
    {
      icon: 'i-lucide-file-spreadsheet',
      title: '对账与报表',
      description:
        '自动与银行、卡组织和合作伙伴文件进行匹配，并生成试算平衡表和监管报送数据。',
    },
  ],
  lists: [
    {
      title: 'API 能力',
      items: [
        '通过 API 创建账户和会计科目表结构',
        '以原子方式提交单笔或多分录交易',
        '幂等请求，重试安全无忧',
        '可查询任意日期的时点余额',
        '余额及阈值事件的 Webhook 通知',
      ],
    },
    {
      title: '以下情况尤为适合',
      items: [
        '用电子表格或数据库表记录余额已难以为继',
        '需要证明客户资金已获妥善保管',
        '运营高交易量的钱包、银行卡（含 POS 交易）或交易平台',
      ],
    },
  ],
  stats: [
    { figure: 'tps', label: '每秒过账笔数' },
    { figure: 'responseTime', label: '过账延迟' },
    'reliability',
    { figure: 'transactions', label: '已记录交易笔数' },
  ],
  impact: [
    {
      icon: 'i-lucide-clipboard-check',
      title: '审计清晰无忧',
      description: '审计师和监管机构可获得每一笔资金变动完整、防篡改的记录。',
    },
    {
      icon: 'i-lucide-timer',
      title: '更快完成月结',
      description: '自动对账取代了耗时数天的电子表格工作。',
    },
    {
      icon: 'i-lucide-trending-up',
      title: '从容扩展',
      description: '新增产品和币种，无需重新设计余额逻辑。',
    },
  ],
  actions: [
    { kind: 'contact', label: '申请 API 访问', topic: '一次银行账本 API 演示讲解' },
    { kind: 'link', label: '了解核心银行系统', to: '/use-cases/core-banking' },
  ],
} satisfies PageContent;
