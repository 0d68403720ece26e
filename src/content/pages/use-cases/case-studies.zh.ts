import type { PageContent } from '../../types';
import { homeAnchors, homeHref } from '../../navigation';
import { resultFigures } from '../../figures';

export default {
  template: 'case-studies',
  title: '客户案例',
  seoTitle: '客户案例：银行、金融科技公司与政府项目',
  description:
    '了解银行、金融科技公司、商户和公共项目如何依托 Tana Fintech 平台推出钱包、超级应用、银行卡和数字银行。',
  blurb: '看银行、金融科技公司和政府项目如何与我们携手上线。',
  icon: 'i-lucide-trophy',
  menu: { menu: 'use-cases', label: '客户案例', order: 15 },
  intro:
    '以下是基于我们平台交付的部分项目。应客户要求，客户名称不予公开；签署保密协议（NDA）后可提供详细信息和客户推荐。',
  studies: [
    {
      title: '为商业银行打造的全国代理钱包',
      category: '电子钱包',
      description:
        '一家大型商业银行希望触达远离网点的客户。我们部署了支持 USSD 接入的分级电子钱包和代理现金存入/现金提取网络，并与该行核心系统和国家交换网络集成。',
      impact: '在我们平均6个月的部署周期内上线；数字化采用率提升25%，网点现金交易减少。',
    },
    {
      title: '为消费品牌打造的超级应用',
      category: '超级应用',
      description:
        '一家消费品牌将支付、网约车、外卖点餐和账单支付整合进同一款 App，合作伙伴基于我们的 SDK 开发小程序。',
      impact: '不到6个月即上线，合作伙伴小程序通过我们的集成层接入。',
    },
    {
      title: '政府福利卡项目',
      category: '发卡',
      description:
        '一家公共机构以预付卡和关联钱包取代现金发放，在登记点即时发卡，并按类别设置消费管控。',
      impact: '不到6个月完成部署；交易成本最多降低40%，福利款项直接发放到银行卡和钱包，不再使用现金。',
    },
    {
      title: '区域性银行核心系统现代化',
      category: '核心银行',
      description:
        '一家区域性银行分批从批处理式传统核心迁移至我们的实时核心，迁移期间新旧系统并行运行并持续对账。',
      impact: '处理速度提升30%，取消日终批处理，切换以来所有版本发布均实现零停机。',
    },
    {
      title: '电子产品零售商的先买后付项目',
      category: '先买后付',
      description:
        '一家拥有实体门店和网店的零售商与小额信贷机构合作，借助我们的决策引擎和商户门户，在结账时提供分期付款。',
      impact: '结账时实时完成信贷审批，采用率提升25%。',
    },
  ],
  metricsTitle: '成效指标',
  metrics: resultFigures,
  actions: [
    { kind: 'contact', label: '探讨您的项目', topic: '一次项目沟通电话' },
    { kind: 'link', label: '浏览应用场景', to: homeHref(homeAnchors.useCases) },
  ],
} satisfies PageContent;
