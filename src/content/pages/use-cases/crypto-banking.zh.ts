import type { PageContent } from '../../types';

export default {
  template: 'solution',
  title: '加密资产银行',
  seoTitle: '加密资产银行：合规的数字资产账户与托管',
  description:
    '在当地法律允许的前提下，与传统银行业务并行提供受监管的数字资产账户、托管、出入金通道和稳定币支付。',
  blurb: '合规托管、出入金通道与数字资产账户。',
  icon: 'i-lucide-bitcoin',
  menu: { menu: 'use-cases', label: '加密资产银行', order: 11 },
  badge: '数字资产',
  intro:
    '对于在允许数字资产的市场中持牌经营的机构，我们提供相应的基础设施，让其与法币账户一起安全地持有、转移和兑换数字资产。合规和风控始终优先；每个模块都可按监管要求启用或停用。',
  features: [
    {
      icon: 'i-lucide-vault',
      title: '安全托管',
      description:
        '基于多方计算（MPC）和 HSM 的密钥管理，提供冷、温、热钱包分层和审批策略。',
    },
    {
      icon: 'i-lucide-arrow-left-right',
      title: '出入金通道',
      description:
        '通过银行账户、银行卡或钱包在法币与数字资产之间兑换，实时报价。',
    },
    {
      icon: 'i-lucide-coins',
      title: '稳定币支付',
      description:
        '使用稳定币实现机构间快速跨境结算和资金调拨。',
    },
    {
      icon: 'i-lucide-scan-search',
      title: '区块链分析与 AML',
      description:
        '每笔转账都集成钱包筛查、交易风险评分和旅行规则（Travel Rule）信息传递。',
    },
    {
      icon: 'i-lucide-book-open',
      title: '统一账本',
      description:
        '法币和数字资产余额记录在同一复式记账账本中，并与链上记录核对。',
    },
  ],
  lists: [
    {
      title: '管控措施',
      items: [
        '按司法辖区配置资产白名单',
        '提现限额、冷静期和多重审批',
        '储备金证明报告',
        '为监管机构和审计师提供完整审计轨迹',
      ],
    },
    {
      title: '适用对象',
      items: [
        '为合格客户增加数字资产服务的银行',
        '持牌虚拟资产服务提供商',
        '使用稳定币进行跨境结算的金融科技公司',
        '央行数字货币（CBDC）试点项目',
      ],
    },
  ],
  stats: [
    { figure: 'reliability', label: '平台可靠性' },
    'monitoring',
    { figure: 'responseTime', label: '账本响应时间' },
    { figure: 'currencies', label: '支持的法定货币' },
  ],
  impact: [
    {
      icon: 'i-lucide-shield-check',
      title: '从第一天起即合规',
      description: '管控和报告与合规团队共同设计，而非事后补加。',
    },
    {
      icon: 'i-lucide-zap',
      title: '更快结算',
      description: '借助稳定币通道，机构间转账只需几分钟而非几天即可完成结算。',
    },
    {
      icon: 'i-lucide-users',
      title: '留住客户',
      description: '在银行内部提供数字资产服务，避免客户流向不受监管的平台。',
    },
  ],
  actions: [{ kind: 'contact', label: '探讨您的需求', topic: '一次关于加密资产银行基础设施的咨询' }],
} satisfies PageContent;
